import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/database';
import type { UserRow } from '../db/schema';
import type { Clock } from '../ports/clock';
import { forbidden, unauthorized } from '../http/api-error';
import { hashSessionToken, SESSION_COOKIE } from './session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `loadCurrentUser` ran; null when signed out. */
    user: UserRow | null;
  }
}

export async function findUserBySessionToken(db: AppDatabase, clock: Clock, token: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashSessionToken(token))
    .where('sessions.expires_at', '>', clock.now())
    .executeTakeFirst();
  return row ?? null;
}

/** A preHandler-friendly loader: sets request.user from the session cookie. */
export function currentUserLoader(db: AppDatabase, clock: Clock) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies?.[SESSION_COOKIE];
    request.user = token ? await findUserBySessionToken(db, clock, token) : null;
  };
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!request.user.is_admin) throw forbidden();
}
