/** Why a calendar-feed use case said no, for the route to answer with the matching HTTP status; the message is Persian. */
export type RefusalKind = 'not-found';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}
