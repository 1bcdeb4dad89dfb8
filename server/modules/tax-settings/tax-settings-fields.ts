import type { KeySealer } from './ports/tax-credentials';

/** The secrets' names as their seals are bound to them (a seal opens only under its own name), and as the log names them. */
export const SEALED_TAX_FIELDS = { privateKey: 'tax.privateKey', certificate: 'tax.certificate' } as const;

/** How many of the latest changes the dashboard shows. */
export const TAX_CHANGES_SHOWN = 10;

/** The sealed text opened; null when nothing is kept or its seal does not open (AUTH_SECRET changed, the row was altered). */
export async function openedSecret(sealer: KeySealer, field: string, sealed: string | null): Promise<string | null> {
  return sealed === null ? null : sealer.open(field, sealed);
}
