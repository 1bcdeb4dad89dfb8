import { Kysely, sql } from 'kysely';

/**
 * Times the consultant closed for every type: a range of Tehran dates, and on each of them the
 * whole day or the hours from `from_time` up to (not including) `to_time`. Slots inside are not
 * offered and cannot be booked; the readers ask "which day off covers this date", so the index
 * leads with the range's end. `skipped_holidays` keeps the official holidays the consultant
 * chose not to close, so they are not offered again. A change here changes what the types'
 * cached list offers, so it bumps that read's version like a slot does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('days_off')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('from_time', 'text')
    .addColumn('to_time', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('days_off_range', sql`from_date <= to_date`)
    .addCheckConstraint(
      'days_off_hours',
      sql`(from_time IS NULL AND to_time IS NULL) OR (from_time IS NOT NULL AND to_time IS NOT NULL AND from_time < to_time)`,
    )
    .execute();
  await db.schema.createIndex('days_off_by_range').on('days_off').columns(['to_date', 'from_date']).execute();
  await db.schema
    .createTable('skipped_holidays')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    const rows = event === 'DELETE' ? 'OLD' : 'NEW';
    await sql`CREATE TRIGGER ${sql.id(`days_off_${event.toLowerCase()}_bumps_version`)}
      AFTER ${sql.raw(event)} ON days_off REFERENCING ${sql.raw(rows)} TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('reservation-types')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('skipped_holidays').ifExists().execute();
  await db.schema.dropTable('days_off').ifExists().execute();
}
