import { Kysely, sql } from 'kysely';

/**
 * The written report of a session, as versions: the consultant's one draft per booking (changed
 * with every save) and the versions sent to the customer, numbered 1, 2, 3… per booking. A sent
 * version is kept exactly as sent: a trigger refuses to change or delete one, so a correction can
 * only be a new version. The customer reads the newest sent version through the
 * (reservation_id, version) index; the draft is found through its own partial index.
 *
 * Rows point at the booking, not at the customer: when a customer deletes their account the
 * booking loses its user (as it does now) and its report stays with it, as the receipt records do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reservation_id', 'uuid', (c) => c.notNull().references('reservations.id').onDelete('restrict'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('draft', 'sent')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('written_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('report_versions_sent_at', sql`(state = 'sent') = (sent_at IS NOT NULL)`)
    .addUniqueConstraint('report_versions_number', ['reservation_id', 'version'])
    .execute();
  await sql`CREATE UNIQUE INDEX report_versions_one_draft ON report_versions (reservation_id) WHERE state = 'draft'`.execute(db);
  await sql`CREATE FUNCTION report_versions_keep_sent() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.state = 'sent' THEN
        RAISE EXCEPTION 'a sent report version is kept as sent';
      END IF;
      IF TG_OP = 'DELETE' THEN
        RETURN OLD;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER report_versions_sent_kept BEFORE UPDATE OR DELETE ON report_versions
    FOR EACH ROW EXECUTE FUNCTION report_versions_keep_sent()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS report_versions_sent_kept ON report_versions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS report_versions_keep_sent()`.execute(db);
  await db.schema.dropTable('report_versions').ifExists().execute();
}
