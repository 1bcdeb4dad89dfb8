import { Kysely, sql } from 'kysely';

/**
 * The consultant's page prose, one row per saved version: a save or a restore adds a row and
 * never changes one, so every earlier text can be looked at and brought back. A slot's current
 * text is its highest version; the primary key (slot, version) serves that read, the versions
 * list and the next number. Public pages are cached by the 'page-texts' data version, which a
 * new version raises, and so does a change of the practice's settings: /refund-policy is
 * written from the customer's change notice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_text_versions')
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('saved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // who, as they were named when they saved: kept when their account goes
    .addColumn('saved_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('page_text_versions_pkey', ['slot', 'version'])
    .execute();
  await sql`INSERT INTO data_versions (topic) VALUES ('page-texts') ON CONFLICT (topic) DO NOTHING`.execute(db);
  await sql`CREATE TRIGGER page_text_versions_insert_bumps_version
    AFTER INSERT ON page_text_versions REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('page-texts')`.execute(db);
  await sql`CREATE TRIGGER practice_settings_update_bumps_page_texts
    AFTER UPDATE ON practice_settings REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('page-texts')`.execute(db);
  await sql`CREATE TRIGGER practice_settings_insert_bumps_page_texts
    AFTER INSERT ON practice_settings REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('page-texts')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS practice_settings_insert_bumps_page_texts ON practice_settings`.execute(db);
  await sql`DROP TRIGGER IF EXISTS practice_settings_update_bumps_page_texts ON practice_settings`.execute(db);
  await db.schema.dropTable('page_text_versions').ifExists().execute();
  await sql`DELETE FROM data_versions WHERE topic = 'page-texts'`.execute(db);
}
