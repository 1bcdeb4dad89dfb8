import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StartedSession } from '../use-cases/start-session';

export const SESSION_COOKIE = 'sid';

/** Out of scripts' reach, sent on the site's own navigation, Secure when the site is served over https. */
function cookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
}

/** The session token the browser sent, if any. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return request.cookies?.[SESSION_COOKIE] || null;
}

export function setSessionCookie(reply: FastifyReply, secure: boolean, session: StartedSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(secure), expires: session.expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}
