import { Kysely, sql } from 'kysely';

/**
 * The seller's side of the official e-invoices (سامانه مودیان), as the consultant saves it in the
 * dashboard: one row, off until it is turned on. The private key and the certificate are kept
 * sealed, never as they were pasted; the certificate's subject and expiry are kept beside them to
 * be shown. A log keeps who changed which fields when (never the values).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('economic_code', 'text', (c) => c.check(sql`economic_code ~ '^([0-9]{10}|[0-9]{11}|[0-9]{14})$'`))
    .addColumn('memory_id', 'text', (c) => c.check(sql`memory_id ~ '^[A-Z0-9]{6}$'`))
    .addColumn('vat_rate_basis_points', 'integer', (c) => c.check(sql`vat_rate_basis_points BETWEEN 0 AND 10000`))
    .addColumn('private_key_sealed', 'text')
    .addColumn('certificate_sealed', 'text')
    .addColumn('certificate_subject', 'text')
    .addColumn('certificate_expires_at', 'timestamptz')
    .addColumn('sending_on', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`INSERT INTO tax_settings (id) VALUES (1)`.execute(db);

  await db.schema
    .createTable('tax_settings_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();
  // the dashboard shows the latest changes first
  await db.schema.createIndex('tax_settings_changes_newest').on('tax_settings_changes').column('changed_at desc').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tax_settings_changes').ifExists().execute();
  await db.schema.dropTable('tax_settings').ifExists().execute();
}
