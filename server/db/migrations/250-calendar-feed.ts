import { Kysely, sql } from 'kysely';

const LIVE = sql.raw(`status IN ('pending', 'confirmed')`);

/**
 * The consultant's private calendar feed. `calendar_feed_tokens` keeps the one token that opens
 * it: its SHA-256 (how a request is looked up) and the token sealed under the server's secret
 * (how the schedule tab shows the address again), never the token itself, so a dump of the
 * database alone opens nothing. Each reservation counts its calendar revisions in
 * `calendar_sequence` (iCalendar's SEQUENCE): a trigger adds one when it moves, changes type or
 * changes state, so calendars take the change. The feed reads live reservations by date through
 * a partial index that holds only them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feed_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`ALTER TABLE reservations ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE FUNCTION count_calendar_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (NEW.date, NEW.time, NEW.reservation_type_id, NEW.status) IS DISTINCT FROM (OLD.date, OLD.time, OLD.reservation_type_id, OLD.status) THEN
        NEW.calendar_sequence := OLD.calendar_sequence + 1;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER reservations_count_calendar_revision BEFORE UPDATE OF date, time, reservation_type_id, status ON reservations
    FOR EACH ROW EXECUTE FUNCTION count_calendar_revision()`.execute(db);

  await sql`CREATE INDEX reservations_live_by_date ON reservations (date, time) WHERE ${LIVE}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reservations_live_by_date`.execute(db);
  await sql`DROP TRIGGER reservations_count_calendar_revision ON reservations`.execute(db);
  await sql`DROP FUNCTION count_calendar_revision()`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN calendar_sequence`.execute(db);
  await db.schema.dropTable('calendar_feed_tokens').execute();
}
