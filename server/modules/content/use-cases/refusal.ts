/** Why a content use case said no; the route answers with the matching status and the Persian message. */
export type ContentRefusalKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'not-an-image';

export class ContentRefusal extends Error {
  constructor(
    readonly kind: ContentRefusalKind,
    message: string,
  ) {
    super(message);
  }
}
