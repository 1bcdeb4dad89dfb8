import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../../http/api-error';
import { ACCOUNT_MESSAGES as M } from '../account-messages';

/**
 * After requireUser: lets through only a request about the signed-in user's own account (the
 * `:userId` in the path), before its body is read, so nobody learns anything about another's.
 */
export async function ownAccountOnly(request: FastifyRequest<{ Params: { userId: string } }>, _reply: FastifyReply): Promise<void> {
  if (request.params.userId !== request.user!.id) throw forbidden(M.notYours);
}
