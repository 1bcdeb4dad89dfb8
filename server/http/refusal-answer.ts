import { ApiError } from './api-error';

interface KindedRefusal<Kind extends string> extends Error {
  kind: Kind;
  details?: Record<string, unknown>;
}

/**
 * A module's `answering`: runs a use case, and turns the module's refusal into the HTTP answer
 * its kind maps to, with the Persian message and any details; anything else passes through.
 */
export function refusalAnswer<Kind extends string, R extends KindedRefusal<Kind>>(
  refusal: abstract new (...args: never[]) => R,
  statusOf: Record<Kind, number>,
) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof refusal) throw new ApiError(statusOf[error.kind], error.message, error.details ?? {});
      throw error;
    }
  };
}
