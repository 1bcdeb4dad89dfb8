import type { TaxSettingsView } from '../../../../src/core/contracts/api/tax-settings-api';
import { vatRatePercent } from '../../../../src/core/domain/tax/tax-settings';
import { openedSecret, SEALED_TAX_FIELDS, TAX_CHANGES_SHOWN } from '../tax-settings-fields';
import type { TaxSettingsContext } from './tax-settings-context';

/**
 * The settings as the dashboard shows them: the key and certificate only as set or not set (one
 * whose seal no longer opens is not set), with the certificate's subject and expiry, and the
 * latest changes with who made them.
 */
export class ReadTaxSettings {
  constructor(private readonly context: Pick<TaxSettingsContext, 'sealer' | 'store'>) {}

  async execute(): Promise<TaxSettingsView> {
    const { store, sealer } = this.context;
    const [row, changes] = await Promise.all([store.read(), store.changes(TAX_CHANGES_SHOWN)]);
    const [privateKey, certificate] = await Promise.all([
      openedSecret(sealer, SEALED_TAX_FIELDS.privateKey, row.privateKeySealed),
      openedSecret(sealer, SEALED_TAX_FIELDS.certificate, row.certificateSealed),
    ]);
    const certificateSet = certificate !== null;
    return {
      economicCode: row.economicCode,
      memoryId: row.memoryId,
      vatRate: row.vatRateBasisPoints === null ? null : vatRatePercent(row.vatRateBasisPoints),
      privateKeySet: privateKey !== null,
      certificate: {
        set: certificateSet,
        subject: certificateSet ? row.certificateSubject : null,
        expiresAt: certificateSet && row.certificateExpiresAt ? row.certificateExpiresAt.toISOString() : null,
      },
      sendingOn: row.sendingOn,
      taxpayerEnvironment: row.taxpayerEnvironment,
      changes: changes.map((change) => ({ at: change.at.toISOString(), by: change.by, fields: change.fields })),
    };
  }
}
