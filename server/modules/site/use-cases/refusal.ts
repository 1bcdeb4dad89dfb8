/** Why a site use case said no, with each field's Persian message for the form; the route answers 400. */
export class SiteRefusal extends Error {
  readonly kind = 'invalid' as const;

  constructor(
    message: string,
    readonly details: { fields: Record<string, string> },
  ) {
    super(message);
  }
}
