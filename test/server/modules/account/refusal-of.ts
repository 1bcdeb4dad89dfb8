import { Refusal } from '../../../../server/modules/refusal';

/** What a use case refused with (kind, Persian message, and any wait), or null when it did not refuse. */
export async function refusalOf(work: Promise<unknown>) {
  return work.then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      return {
        kind: error.kind,
        message: error.message,
        ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      };
    },
  );
}
