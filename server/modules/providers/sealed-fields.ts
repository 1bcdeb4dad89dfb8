import type { SavedProviderSettings } from '../../ports/provider-settings-source';
import type { SealedProviderSettings } from './ports/provider-settings-store';
import type { SecretSealer } from './ports/secret-sealer';

/** The secrets' names as their seals are bound to them (a seal opens only under its own name). */
export const SEALED_FIELDS = { merchantId: 'zarinpal.merchantId', apiKey: 'kavenegar.apiKey', smtpUrl: 'smtp.url' } as const;

async function opened(sealer: SecretSealer, field: string, sealed: string | null): Promise<string | null> {
  return sealed === null ? null : sealer.open(field, sealed);
}

/**
 * The kept row with its secrets opened. A seal that does not open (AUTH_SECRET changed, the row
 * was altered) counts as not set: the site falls back to its defaults rather than send a wrong key.
 */
export async function openSettings(sealed: SealedProviderSettings, sealer: SecretSealer): Promise<SavedProviderSettings> {
  const [merchantId, apiKey, smtpUrl] = await Promise.all([
    opened(sealer, SEALED_FIELDS.merchantId, sealed.merchantIdSealed),
    opened(sealer, SEALED_FIELDS.apiKey, sealed.apiKeySealed),
    opened(sealer, SEALED_FIELDS.smtpUrl, sealed.smtpUrlSealed),
  ]);
  return {
    zarinpal: merchantId === null ? null : { merchantId, sandbox: sealed.sandbox },
    kavenegar: apiKey === null ? null : { apiKey, sender: sealed.sender },
    smtp: smtpUrl === null || sealed.mailFrom === null ? null : { url: smtpUrl, from: sealed.mailFrom },
  };
}
