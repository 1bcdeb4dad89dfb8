import { ApiError, notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal, type RefusalKind } from '../use-cases/refusal';

const STATUS: Record<RefusalKind, number> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** Runs a use case; a refusal becomes the matching HTTP answer with its Persian message. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) throw new ApiError(STATUS[error.kind], error.message);
    throw error;
  }
}

/** A type id from the path: ids are UUIDs, so anything else names no type and is answered without asking. */
export function typeIdOf(params: { id: string }): string {
  if (!isUuid(params.id)) throw notFound(RESERVATION_TYPE_NOT_FOUND);
  return params.id;
}
