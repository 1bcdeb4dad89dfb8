/** Why a contact use case said no, for the route to answer with the matching HTTP status; the message is Persian. */
export type ContactRefusalKind = 'invalid' | 'too-many' | 'not-found';

export class ContactRefusal extends Error {
  constructor(
    readonly kind: ContactRefusalKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
