import { Kysely, sql } from 'kysely';

/**
 * The customer's documents (issue 32): each file's row (the bytes are in the file storage under
 * a private key), owned by the user who uploaded it and, once attached, by a reservation; an
 * append-only access log of every upload, attachment, download and deletion, which names the
 * document and the booking by value so it outlives both; and the consultant's limits and
 * retention, one row with its change log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // the account going leaves the row ownerless for the erasure to remove (it runs before, and the job sweeps any left)
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reservation_id', 'uuid', (c) => c.references('reservations.id').onDelete('set null'))
    .addColumn('question_id', 'text', (c) => c.check(sql`length(question_id) <= 100`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) BETWEEN 1 AND 200`))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attached_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('documents_by_reservation').on('documents').column('reservation_id').execute();
  await db.schema.createIndex('documents_by_user').on('documents').columns(['user_id', 'created_at']).execute();
  // the sweeps: unclaimed uploads by age, ownerless ones
  await sql`CREATE INDEX documents_unclaimed ON documents (created_at) WHERE reservation_id IS NULL`.execute(db);
  await sql`CREATE INDEX documents_ownerless ON documents (created_at) WHERE user_id IS NULL`.execute(db);

  await db.schema
    .createTable('document_access_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('upload', 'attach', 'download', 'delete')`))
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor IN ('customer', 'admin', 'system')`))
    // no foreign keys: the log keeps naming who and what after the account, the file or the booking went
    .addColumn('actor_id', 'uuid')
    .addColumn('reason', 'text', (c) => c.check(sql`reason IN ('retention', 'unclaimed', 'account-deleted')`))
    .addColumn('document_id', 'uuid', (c) => c.notNull())
    .addColumn('document_name', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'uuid')
    .execute();
  await db.schema.createIndex('document_access_log_by_reservation').on('document_access_log').columns(['reservation_id', 'at']).execute();
  await db.schema.createIndex('document_access_log_by_document').on('document_access_log').columns(['document_id', 'at']).execute();
  await sql`CREATE FUNCTION document_access_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'document_access_log is append-only';
    END $$`.execute(db);
  await sql`CREATE TRIGGER document_access_log_no_update_or_delete BEFORE UPDATE OR DELETE ON document_access_log
    FOR EACH ROW EXECUTE FUNCTION document_access_log_is_append_only()`.execute(db);

  await db.schema
    .createTable('document_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('max_file_bytes', 'bigint', (c) => c.notNull().check(sql`max_file_bytes > 0`))
    .addColumn('max_booking_bytes', 'bigint', (c) => c.notNull().check(sql`max_booking_bytes > 0`))
    .addColumn('keep_days', 'integer', (c) => c.notNull().check(sql`keep_days > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`INSERT INTO document_settings (id, max_file_bytes, max_booking_bytes, keep_days) VALUES (1, ${20 * 1024 * 1024}, ${60 * 1024 * 1024}, 90)`.execute(
    db,
  );
  await db.schema
    .createTable('document_settings_changes')
    // counted, so changes saved in the same instant still read in order
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_settings_changes_newest').on('document_settings_changes').column('changed_at desc').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_settings_changes').ifExists().execute();
  await db.schema.dropTable('document_settings').ifExists().execute();
  await db.schema.dropTable('document_access_log').ifExists().execute();
  await sql`DROP FUNCTION IF EXISTS document_access_log_is_append_only()`.execute(db);
  await db.schema.dropTable('documents').ifExists().execute();
}
