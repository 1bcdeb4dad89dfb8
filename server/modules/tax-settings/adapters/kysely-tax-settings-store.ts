import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { SealedTaxSettings, TaxSettingsChangeNote, TaxSettingsChangeRecord, TaxSettingsStore } from '../ports/tax-settings-store';

/** The one settings row (migration 260) and its change log. */
export class KyselyTaxSettingsStore implements TaxSettingsStore {
  constructor(private readonly db: AppDatabase) {}

  async read(): Promise<SealedTaxSettings> {
    const row = await this.db.selectFrom('tax_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return {
      economicCode: row.economic_code,
      memoryId: row.memory_id,
      vatRateBasisPoints: row.vat_rate_basis_points,
      privateKeySealed: row.private_key_sealed,
      certificateSealed: row.certificate_sealed,
      certificateSubject: row.certificate_subject,
      certificateExpiresAt: row.certificate_expires_at === null ? null : new Date(row.certificate_expires_at),
      sendingOn: row.sending_on,
      taxpayerEnvironment: row.taxpayer_environment,
    };
  }

  async save(settings: SealedTaxSettings, note: TaxSettingsChangeNote): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tax_settings')
        .set({
          economic_code: settings.economicCode,
          memory_id: settings.memoryId,
          vat_rate_basis_points: settings.vatRateBasisPoints,
          private_key_sealed: settings.privateKeySealed,
          certificate_sealed: settings.certificateSealed,
          certificate_subject: settings.certificateSubject,
          certificate_expires_at: settings.certificateExpiresAt,
          sending_on: settings.sendingOn,
          taxpayer_environment: settings.taxpayerEnvironment,
          updated_at: note.at,
        })
        .where('id', '=', 1)
        .execute();
      await trx
        .insertInto('tax_settings_changes')
        .values({ changed_by: note.by, changed_at: note.at, fields: note.fields.join(',') })
        .execute();
    });
  }

  async changes(limit: number): Promise<TaxSettingsChangeRecord[]> {
    const rows = await this.db
      .selectFrom('tax_settings_changes as c')
      .leftJoin('users as u', 'u.id', 'c.changed_by')
      .select(['c.changed_at', 'c.fields', sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('name'), 'u.email'])
      .orderBy('c.changed_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ at: new Date(row.changed_at), by: row.name ?? row.email ?? null, fields: row.fields.split(',') }));
  }
}
