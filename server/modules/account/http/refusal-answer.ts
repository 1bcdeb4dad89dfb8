import type { FastifyReply } from 'fastify';
import { ApiError, badRequest, conflict, forbidden, unauthorized } from '../../../http/api-error';
import { AccountRefusal, type AccountRefusalKind } from '../use-cases/refusal';

const ANSWER: Record<AccountRefusalKind, (message: string) => ApiError> = {
  'wrong-credentials': (message) => unauthorized(message),
  // the account went while the request was on its way: as if signed out
  'signed-out': () => unauthorized(),
  forbidden: (message) => forbidden(message),
  conflict,
  'too-many': (message) => new ApiError(429, message),
  // a link or code that is wrong, used, expired or spent: asked again, not signed in
  'bad-code': (message) => badRequest(message),
};

/**
 * Runs an account use case; a refusal becomes the matching HTTP answer with its Persian
 * message, and while a limit holds, Retry-After says in seconds when to try again.
 */
export async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AccountRefusal)) throw error;
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    throw ANSWER[error.kind](error.message);
  }
}
