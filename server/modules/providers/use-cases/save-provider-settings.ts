import type { ProviderSettingsChange } from '../../../../src/core/contracts/api/providers-api';
import { PROVIDER_SETTINGS_MESSAGES as M } from '../../../../src/core/domain/provider-settings';
import type { SealedProviderSettings } from '../ports/provider-settings-store';
import { SEALED_FIELDS } from '../sealed-fields';
import type { ProviderContext } from './provider-context';
import { Refusal } from '../../refusal';

/**
 * Saves what the consultant changed: an absent field is kept, null clears it, a secret is sealed
 * before it is kept. An e-mail address without a sender is refused and nothing is saved. The
 * change is logged with who and when and the fields' names, never their values.
 */
export class SaveProviderSettings {
  constructor(private readonly context: Pick<ProviderContext, 'clock' | 'sealer' | 'store'>) {}

  async execute(change: ProviderSettingsChange, by: string): Promise<void> {
    const { store, sealer, clock } = this.context;
    const next: SealedProviderSettings = { ...(await store.read()) };
    const fields: string[] = [];
    const seal = (field: string, value: string | null) => (value === null ? null : sealer.seal(field, value));
    if (change.zarinpal?.merchantId !== undefined) {
      next.merchantIdSealed = await seal(SEALED_FIELDS.merchantId, change.zarinpal.merchantId);
      fields.push(SEALED_FIELDS.merchantId);
    }
    if (change.zarinpal?.sandbox !== undefined && change.zarinpal.sandbox !== next.sandbox) {
      next.sandbox = change.zarinpal.sandbox;
      fields.push('zarinpal.sandbox');
    }
    if (change.kavenegar?.apiKey !== undefined) {
      next.apiKeySealed = await seal(SEALED_FIELDS.apiKey, change.kavenegar.apiKey);
      fields.push(SEALED_FIELDS.apiKey);
    }
    if (change.kavenegar?.sender !== undefined && change.kavenegar.sender !== next.sender) {
      next.sender = change.kavenegar.sender;
      fields.push('kavenegar.sender');
    }
    if (change.smtp?.url !== undefined) {
      next.smtpUrlSealed = await seal(SEALED_FIELDS.smtpUrl, change.smtp.url);
      fields.push(SEALED_FIELDS.smtpUrl);
    }
    if (change.smtp?.from !== undefined && change.smtp.from !== next.mailFrom) {
      next.mailFrom = change.smtp.from;
      fields.push('smtp.from');
    }
    if (next.smtpUrlSealed !== null && next.mailFrom === null) throw new Refusal('invalid', M.mailFromNeeded);
    if (fields.length > 0) await store.save(next, { by, at: clock.now(), fields });
  }
}
