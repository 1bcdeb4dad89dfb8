import { Kysely, sql } from 'kysely';

const LIVE = sql.raw(`status IN ('pending', 'confirmed')`);

/**
 * One calendar in time ranges. Each reservation carries when its session starts and ends on
 * the Tehran clock, and until when it keeps the calendar busy (its end plus its type's rest,
 * `buffer_minutes`). A trigger fills the three from date, time and type whenever a row is
 * written or moved, so every writer (booking, moves, the consultant's phone booking, tests)
 * follows one rule; a booked session keeps the length it was sold with if its type changes later.
 * The database refuses two live reservations whose busy ranges overlap (SQLSTATE 23P01),
 * whatever their types: a range ending when the next begins does not overlap. Pending holds
 * stay live until lapsed; a booking first lapses the stale holds it would overlap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION reservation_busy_range(type_id uuid, on_date text, at_time text) RETURNS tstzrange
    LANGUAGE sql STABLE AS $$
      SELECT tstzrange(s.starts_at, s.starts_at + make_interval(mins => t.duration_minutes + t.buffer_minutes))
      FROM reservation_types t, (SELECT (on_date || ' ' || at_time)::timestamp AT TIME ZONE 'Asia/Tehran' AS starts_at) s
      WHERE t.id = type_id
    $$`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz, ADD COLUMN blocked_until timestamptz`.execute(
    db,
  );
  await sql`UPDATE reservations r SET
      starts_at = (r.date || ' ' || r.time)::timestamp AT TIME ZONE 'Asia/Tehran',
      ends_at = (r.date || ' ' || r.time)::timestamp AT TIME ZONE 'Asia/Tehran' + make_interval(mins => t.duration_minutes),
      blocked_until = (r.date || ' ' || r.time)::timestamp AT TIME ZONE 'Asia/Tehran' + make_interval(mins => t.duration_minutes + t.buffer_minutes)
    FROM reservation_types t WHERE t.id = r.reservation_type_id`.execute(db);
  // Sessions sold before ranges existed may overlap (only equal starts were refused): both were
  // sold and stay; the later of an overlapping pair keeps its session but stops holding a range.
  await sql`UPDATE reservations r SET blocked_until = r.starts_at
    WHERE r.${LIVE} AND EXISTS (SELECT 1 FROM reservations o WHERE o.${LIVE} AND o.id <> r.id
      AND tstzrange(o.starts_at, o.blocked_until) && tstzrange(r.starts_at, r.blocked_until)
      AND (o.created_at, o.id) < (r.created_at, r.id))`.execute(db);
  await sql`ALTER TABLE reservations ALTER COLUMN starts_at SET NOT NULL, ALTER COLUMN ends_at SET NOT NULL,
    ALTER COLUMN blocked_until SET NOT NULL`.execute(db);

  await sql`CREATE FUNCTION fill_reservation_range() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      session_minutes integer;
      rest_minutes integer;
    BEGIN
      SELECT duration_minutes, buffer_minutes INTO session_minutes, rest_minutes FROM reservation_types WHERE id = NEW.reservation_type_id;
      NEW.starts_at := (NEW.date || ' ' || NEW.time)::timestamp AT TIME ZONE 'Asia/Tehran';
      NEW.ends_at := NEW.starts_at + make_interval(mins => session_minutes);
      NEW.blocked_until := NEW.ends_at + make_interval(mins => rest_minutes);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER reservations_fill_range BEFORE INSERT OR UPDATE OF date, time, reservation_type_id ON reservations
    FOR EACH ROW EXECUTE FUNCTION fill_reservation_range()`.execute(db);

  await sql`DROP INDEX reservations_one_active_per_slot`.execute(db);
  await sql`ALTER TABLE reservations ADD CONSTRAINT reservations_one_calendar
    EXCLUDE USING gist (tstzrange(starts_at, blocked_until) WITH &&) WHERE (${LIVE})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations DROP CONSTRAINT reservations_one_calendar`.execute(db);
  await sql`CREATE UNIQUE INDEX reservations_one_active_per_slot ON reservations (date, time) WHERE ${LIVE}`.execute(db);
  await sql`DROP TRIGGER reservations_fill_range ON reservations`.execute(db);
  await sql`DROP FUNCTION fill_reservation_range()`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN starts_at, DROP COLUMN ends_at, DROP COLUMN blocked_until`.execute(db);
  await sql`DROP FUNCTION reservation_busy_range(uuid, text, text)`.execute(db);
}
