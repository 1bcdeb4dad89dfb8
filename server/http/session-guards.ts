import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './api-error';
import { answerPrivately } from './private-answers';

/*
 * Route guards every module puts in front of its handlers. `request.user` is set from the
 * session cookie before them, by the account module (installCurrentUser in server/app.ts).
 * What a guarded route answers belongs to one user: never stored by a cache.
 */

/** Lets in anyone signed in; others get the Persian 401. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  answerPrivately(request, reply);
  if (!request.user) throw unauthorized();
}

/** Lets in the admin alone: 401 when signed out, 403 for other users. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  answerPrivately(request, reply);
  if (!request.user) throw unauthorized();
  if (!request.user.is_admin) throw forbidden();
}
