import { Kysely, sql } from 'kysely';

/**
 * The services the site talks to, as the consultant saves them in the dashboard: one row.
 * Secrets (the merchant id, the Kavenegar key, the SMTP address with its password) are kept
 * sealed, never as they were typed. A topic in data_versions lets every process see a change
 * at once, and a log keeps who changed which fields when (never the values).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('zarinpal_merchant_id_sealed', 'text')
    .addColumn('zarinpal_sandbox', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kavenegar_api_key_sealed', 'text')
    .addColumn('kavenegar_sender', 'text')
    .addColumn('smtp_url_sealed', 'text')
    .addColumn('mail_from', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`INSERT INTO provider_settings (id) VALUES (1)`.execute(db);

  await db.schema
    .createTable('provider_settings_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();
  // the dashboard shows the latest changes first
  await db.schema.createIndex('provider_settings_changes_newest').on('provider_settings_changes').column('changed_at desc').execute();

  await sql`INSERT INTO data_versions (topic) VALUES ('provider-settings') ON CONFLICT DO NOTHING`.execute(db);
  await sql`CREATE TRIGGER provider_settings_update_bumps_version
    AFTER UPDATE ON provider_settings
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('provider-settings')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS provider_settings_update_bumps_version ON provider_settings`.execute(db);
  await sql`DELETE FROM data_versions WHERE topic = 'provider-settings'`.execute(db);
  await db.schema.dropTable('provider_settings_changes').ifExists().execute();
  await db.schema.dropTable('provider_settings').ifExists().execute();
}
