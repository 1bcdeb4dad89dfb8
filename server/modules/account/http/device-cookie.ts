import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EnteredOnDevice } from '../use-cases/enter-as';
import { setSessionCookie } from './session-cookie';

/** The signed cookie that makes a browser a known device of the account it signed in to (OWASP's device cookie). */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export function deviceCookieOf(request: FastifyRequest): string | null {
  return request.cookies?.[DEVICE_COOKIE] || null;
}

/** After a sign-in: the session's cookie and the device's (out of scripts' reach, a year long). */
export function setEntryCookies(reply: FastifyReply, secure: boolean, entered: EnteredOnDevice, now: Date): void {
  setSessionCookie(reply, secure, entered.session);
  reply.setCookie(DEVICE_COOKIE, entered.deviceCookie, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: new Date(now.getTime() + DEVICE_COOKIE_TTL_MS),
  });
}
