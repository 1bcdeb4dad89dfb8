import type { AppDatabase } from '../../../db/database';
import type { TaxSendingSettings, TaxSendingSettingsSource } from '../ports/tax-sending-settings';

/** Opens the sealed key and certificate (the tax-settings module's seals, given by the composition root); null for one that does not open. */
export interface SealedTaxSecrets {
  privateKey(sealed: string): Promise<string | null>;
  certificate(sealed: string): Promise<string | null>;
}

/** The e-invoice settings row (migrations 260 and 285) read as sending needs it, at each use: a change in the dashboard counts at once in every process. */
export class KyselyTaxSendingSettings implements TaxSendingSettingsSource {
  constructor(
    private readonly db: AppDatabase,
    private readonly secrets: SealedTaxSecrets,
  ) {}

  async read(): Promise<TaxSendingSettings | null> {
    const row = await this.db.selectFrom('tax_settings').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row || !row.sending_on || row.sending_on_since === null) return null;
    const { economic_code, memory_id, vat_rate_basis_points, private_key_sealed, certificate_sealed } = row;
    if (economic_code === null || memory_id === null || vat_rate_basis_points === null || !private_key_sealed || !certificate_sealed)
      return null;
    const [privateKeyPem, certificate] = await Promise.all([
      this.secrets.privateKey(private_key_sealed),
      this.secrets.certificate(certificate_sealed),
    ]);
    if (privateKeyPem === null || certificate === null) return null;
    return {
      since: new Date(row.sending_on_since),
      economicCode: economic_code,
      memoryId: memory_id,
      vatRatePercent: vat_rate_basis_points / 100,
      privateKeyPem,
      certificate,
      environment: row.taxpayer_environment,
    };
  }
}
