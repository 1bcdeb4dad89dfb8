/**
 * A call that failed. `network` is true when no answer came at all; otherwise the server
 * answered with an error, and `serverMessage` is its message field when it sent one.
 * `message` is the text the adapter's rule chose for the visitor.
 */
export class RequestFailure extends Error {
  constructor(message: string, readonly network: boolean, readonly serverMessage: string | null = null) {
    super(message);
    this.name = 'RequestFailure';
  }
}

export function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof RequestFailure;
}
