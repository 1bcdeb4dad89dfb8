import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../http/api-error';
import { ContactRefusal, type ContactRefusalKind } from '../use-cases/refusal';

const STATUS: Record<ContactRefusalKind, number> = { invalid: 400, 'too-many': 429, 'not-found': 404 };

/** Runs a contact use case; a refusal becomes its HTTP answer with the Persian message, and while the limit holds, Retry-After in seconds. */
export async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ContactRefusal)) throw error;
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    throw new ApiError(STATUS[error.kind], error.message);
  }
}
