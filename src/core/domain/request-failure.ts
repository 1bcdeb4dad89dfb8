/** Said when a call got no answer at all (spec section 8). */
export const NETWORK_FAILURE_TEXT = 'خطا در ارتباط با سرور';
/** Said when the server answered with an error but no readable message. */
export const UNKNOWN_FAILURE_TEXT = 'خطایی رخ داده است';

/**
 * A call that failed. `network` is true when no answer came at all; otherwise the server
 * answered with an error, and `serverMessage` is its message field when it sent one.
 * `message` is the text the adapter's rule chose for the visitor.
 */
export class RequestFailure extends Error {
  constructor(
    message: string,
    readonly network: boolean,
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}

export function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof RequestFailure;
}

/** The text to show for any failure: the failure's own text, or a general one. */
export function failureText(error: unknown): string {
  return isRequestFailure(error) ? error.message : UNKNOWN_FAILURE_TEXT;
}
