import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './api-error';

/*
 * Route guards every module puts in front of its handlers. `request.user` is set from the
 * session cookie before them, by the account module (installCurrentUser in server/app.ts).
 */

/** Lets in anyone signed in; others get the Persian 401. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** Lets in the admin alone: 401 when signed out, 403 for other users. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!request.user.is_admin) throw forbidden();
}
