/** Why an account use case said no; the route answers with the matching status and the Persian message. */
export type AccountRefusalKind = 'wrong-credentials' | 'signed-out' | 'forbidden' | 'conflict' | 'too-many' | 'bad-code';

export class AccountRefusal extends Error {
  constructor(
    readonly kind: AccountRefusalKind,
    message: string,
    /** while a limit holds: when to try again */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** While a limit holds (`waitMs` > 0), refuses with the Persian message naming the minutes left. */
export function refuseWhileLimited(waitMs: number, message: (minutes: number) => string): void {
  if (waitMs > 0) throw new AccountRefusal('too-many', message(Math.ceil(waitMs / 60000)), Math.ceil(waitMs / 1000));
}
