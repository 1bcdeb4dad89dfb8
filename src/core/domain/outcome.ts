/**
 * What every use case that can fail ends with: the value and a Persian confirmation (empty when
 * there is nothing to confirm), or the Persian reason it failed.
 */
export type Outcome<T> = { ok: true; value: T; message: string } | { ok: false; message: string };

export const UNKNOWN_FAILURE = 'خطایی رخ داده است';

/** Runs a port call; a rejection becomes a failed outcome carrying its message. */
export async function attempt<T>(work: () => Promise<T>, message: string | ((value: T) => string)): Promise<Outcome<T>> {
  try {
    const value = await work();
    return succeeded(value, typeof message === 'function' ? message(value) : message);
  } catch (error) {
    return refused(error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE);
  }
}

export function succeeded<T>(value: T, message = ''): { ok: true; value: T; message: string } {
  return { ok: true, value, message };
}

export function refused(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
