/** Why a use case said no, for the route to answer with the matching HTTP status; the message is Persian, for the person. */
export type RefusalKind = 'invalid' | 'not-found' | 'forbidden' | 'conflict' | 'unavailable' | 'too-many';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
