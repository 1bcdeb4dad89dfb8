import { ApiError } from '../../../http/api-error';
import { ContentRefusal, type ContentRefusalKind } from '../use-cases/refusal';

const STATUS: Record<ContentRefusalKind, number> = { invalid: 400, forbidden: 403, 'not-found': 404, conflict: 409, 'too-large': 413, 'not-an-image': 415 };

/** Runs a content use case; its refusal becomes the matching HTTP answer with the Persian message. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentRefusal) throw new ApiError(STATUS[error.kind], error.message);
    throw error;
  }
}
