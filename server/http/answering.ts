import { Refusal, type RefusalKind } from '../modules/refusal';
import { ApiError, unauthorized } from './api-error';

const withStatus = (status: number) => (refusal: Refusal) =>
  new ApiError(status, refusal.message, refusal.details, refusal.retryAfterSeconds);

/** Every refusal's HTTP answer, in one place. */
const ANSWER: Record<RefusalKind, (refusal: Refusal) => ApiError> = {
  invalid: withStatus(400),
  // a link or code that is wrong, used, expired or spent: asked again, not signed in
  'bad-code': withStatus(400),
  'wrong-credentials': withStatus(401),
  // the account went while the request was on its way: answered as the session guard answers one signed out
  'signed-out': () => unauthorized(),
  forbidden: withStatus(403),
  'not-found': withStatus(404),
  conflict: withStatus(409),
  'too-large': withStatus(413),
  'not-an-image': withStatus(415),
  'too-many': withStatus(429),
  unavailable: withStatus(502),
  busy: withStatus(503),
};

/**
 * Runs a use case for a route; a refusal becomes its HTTP answer with the Persian message and any
 * details (and, while a limit holds, Retry-After); anything else passes through.
 */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) throw ANSWER[error.kind](error);
    throw error;
  }
}
