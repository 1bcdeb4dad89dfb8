/** Said when a call got no answer at all (spec section 8). */
export const NETWORK_FAILURE_TEXT = 'خطا در ارتباط با سرور';
/** Said when the server answered with an error but no readable message. */
export const UNKNOWN_FAILURE_TEXT = 'خطایی رخ داده است';

/** A failed call as the core sees it: the server's own message, or no answer at all. */
export class RequestFailure extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly network: boolean,
  ) {
    super(serverMessage ?? (network ? NETWORK_FAILURE_TEXT : UNKNOWN_FAILURE_TEXT));
    this.name = 'RequestFailure';
  }
}

/** The text to show for any failure: the server's message, the network text, or a general one. */
export function failureText(error: unknown): string {
  if (error instanceof RequestFailure) return error.message;
  return UNKNOWN_FAILURE_TEXT;
}
