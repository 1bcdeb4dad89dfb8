/** Why an upload of a site picture was refused; the route answers with the matching status and the Persian message. */
export type SiteImageRefusalKind = 'invalid' | 'not-found' | 'too-large' | 'not-an-image' | 'busy';

export class SiteImageRefusal extends Error {
  constructor(
    readonly kind: SiteImageRefusalKind,
    message: string,
  ) {
    super(message);
  }
}
