import type { ProviderSettingsView } from '../../../../src/core/contracts/api/providers-api';
import { SEALED_FIELDS } from '../sealed-fields';
import type { ProviderContext } from './provider-context';

/**
 * The settings as the dashboard shows them: each secret only as set or not set (one whose seal
 * no longer opens is not set), the plain fields as they are, and which services the environment decides.
 */
export class ReadProviderSettings {
  constructor(private readonly context: Pick<ProviderContext, 'config' | 'sealer' | 'store'>) {}

  async execute(): Promise<ProviderSettingsView> {
    const { store, sealer, config } = this.context;
    const [row, lastChange] = await Promise.all([store.read(), store.lastChange()]);
    const opens = async (field: string, sealed: string | null) => sealed !== null && (await sealer.open(field, sealed)) !== null;
    const [merchantIdSet, apiKeySet, urlSet] = await Promise.all([
      opens(SEALED_FIELDS.merchantId, row.merchantIdSealed),
      opens(SEALED_FIELDS.apiKey, row.apiKeySealed),
      opens(SEALED_FIELDS.smtpUrl, row.smtpUrlSealed),
    ]);
    return {
      zarinpal: { environment: config.payment.gatewayFromEnvironment, merchantIdSet, sandbox: row.sandbox },
      kavenegar: { environment: config.notifications.smsFromEnvironment, apiKeySet, sender: row.sender },
      smtp: { environment: config.notifications.email !== null, urlSet, from: row.mailFrom },
      lastChange: lastChange && { at: lastChange.at.toISOString(), by: lastChange.by },
    };
  }
}
