import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { ProviderSettingsChangeNote, ProviderSettingsStore, SealedProviderSettings } from '../ports/provider-settings-store';

/** The one settings row (migration 240), its change log, and its data version. */
export class KyselyProviderSettingsStore implements ProviderSettingsStore {
  constructor(private readonly db: AppDatabase) {}

  async read(): Promise<SealedProviderSettings> {
    const row = await this.db.selectFrom('provider_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return {
      merchantIdSealed: row.zarinpal_merchant_id_sealed,
      sandbox: row.zarinpal_sandbox,
      apiKeySealed: row.kavenegar_api_key_sealed,
      sender: row.kavenegar_sender,
      smtpUrlSealed: row.smtp_url_sealed,
      mailFrom: row.mail_from,
    };
  }

  async save(settings: SealedProviderSettings, note: ProviderSettingsChangeNote): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('provider_settings')
        .set({
          zarinpal_merchant_id_sealed: settings.merchantIdSealed,
          zarinpal_sandbox: settings.sandbox,
          kavenegar_api_key_sealed: settings.apiKeySealed,
          kavenegar_sender: settings.sender,
          smtp_url_sealed: settings.smtpUrlSealed,
          mail_from: settings.mailFrom,
          updated_at: note.at,
        })
        .where('id', '=', 1)
        .execute();
      await trx
        .insertInto('provider_settings_changes')
        .values({ changed_by: note.by, changed_at: note.at, fields: note.fields.join(',') })
        .execute();
    });
  }

  async lastChange(): Promise<{ at: Date; by: string | null } | null> {
    const row = await this.db
      .selectFrom('provider_settings_changes as c')
      .leftJoin('users as u', 'u.id', 'c.changed_by')
      .select(['c.changed_at', sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('name'), 'u.email'])
      .orderBy('c.changed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { at: row.changed_at, by: row.name ?? row.email ?? null } : null;
  }

  async version(): Promise<string> {
    const row = await this.db.selectFrom('data_versions').select('version').where('topic', '=', 'provider-settings').executeTakeFirst();
    return String(row?.version ?? '0');
  }
}
