/** Why an outside-calendars use case said no, for the route to answer with the matching HTTP status; the message is Persian. */
export type RefusalKind = 'invalid' | 'not-found' | 'conflict';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}
