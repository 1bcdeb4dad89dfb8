import { Kysely, sql } from 'kysely';

/**
 * The consultant's own calendars whose events keep them busy. `outside_calendars` keeps each
 * address sealed under the server's secret (a dump of the database alone does not reveal it),
 * its host for the list, the validators of the last reading (ETag, Last-Modified) and how its
 * readings go: the last good one, since when they fail and why, and when the consultant was told.
 * `outside_busy` keeps the busy intervals of each calendar's last good copy, replaced whole by
 * each good reading; offering and booking look them up by range through a GiST index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outside_calendars')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('address_sealed', 'text', (c) => c.notNull())
    .addColumn('address_hash', 'text', (c) => c.notNull().unique())
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('last_read_at', 'timestamptz')
    .addColumn('failing_since', 'timestamptz')
    .addColumn('failure', 'text')
    .addColumn('failure_told_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('outside_busy')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('calendar_id', 'uuid', (c) => c.notNull().references('outside_calendars.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX outside_busy_by_calendar ON outside_busy (calendar_id)`.execute(db);
  await sql`CREATE INDEX outside_busy_by_range ON outside_busy USING gist (tstzrange(starts_at, ends_at))`.execute(db);
  // the offered slots are cached by data version: a changed busy time changes what is offered, as a day off does
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    const rows = event === 'DELETE' ? 'OLD' : 'NEW';
    await sql`CREATE TRIGGER ${sql.id(`outside_busy_${event.toLowerCase()}_bumps_version`)}
      AFTER ${sql.raw(event)} ON outside_busy REFERENCING ${sql.raw(rows)} TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('reservation-types')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outside_busy').execute();
  await db.schema.dropTable('outside_calendars').execute();
}
