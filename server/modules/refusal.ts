/**
 * Why a use case said no, in every module: the kind says which HTTP answer it becomes (the one
 * table is `server/http/answering.ts`), the message is Persian, for the person.
 */
export type RefusalKind =
  | 'invalid'
  | 'bad-code'
  | 'wrong-credentials'
  | 'signed-out'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'not-an-image'
  | 'too-many'
  | 'unavailable'
  | 'busy';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** fields the answer carries beside the message (a form's messages per field, the hold that is in the way) */
    readonly details: Record<string, unknown> = {},
    /** while a limit holds: when to try again */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
