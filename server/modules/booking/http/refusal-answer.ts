import { ApiError } from '../../../http/api-error';
import { Refusal, type RefusalKind } from '../use-cases/refusal';

const STATUS: Record<RefusalKind, number> = { invalid: 400, 'not-found': 404, conflict: 409, unavailable: 502, 'too-many': 429 };

/** Runs a use case; a refusal becomes the matching HTTP answer with its Persian message and details. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) throw new ApiError(STATUS[error.kind], error.message, error.details);
    throw error;
  }
}
