import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { hashSessionToken, newSessionToken, SESSION_COOKIE, SESSION_TTL_MS } from './session-token';

function cookieOptions(deps: ServerDependencies) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: deps.config.cookieSecure };
}

/**
 * Starts a new session for the user: a fresh token (never one the browser brought along),
 * its hash stored with an expiry, the token itself only in the cookie. The session the
 * request came with, if any, ends here, and the user's expired sessions are swept.
 */
export async function startSession(deps: ServerDependencies, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const token = newSessionToken();
  await deps.db.transaction().execute(async (trx) => {
    const previous = request.cookies?.[SESSION_COOKIE];
    if (previous) await trx.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(previous)).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
    await trx.insertInto('sessions').values({ token_hash: hashSessionToken(token), user_id: userId, expires_at: expiresAt, created_at: now }).execute();
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(deps), expires: expiresAt });
}

/** Ends the session the request carries, on the server and in the browser. */
export async function endSession(deps: ServerDependencies, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies?.[SESSION_COOKIE];
  if (token) await deps.db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
  clearSessionCookie(deps, reply);
}

export function clearSessionCookie(deps: ServerDependencies, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps));
}
