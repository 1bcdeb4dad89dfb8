import { Kysely, sql } from 'kysely';

/**
 * A moved booking keeps the session and the rest it was sold with. The range trigger (migration
 * 171) read the type's present length on every move, so a type shortened after a booking cut
 * that booking's session when it was moved; now only a new row or a change of type reads the
 * type, and a move carries the row's own lengths to its new start. A row that stopped holding
 * its rest (171's overlapping pairs) keeps its session and holds no rest after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION fill_reservation_range() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      session_length interval;
      rest_length interval;
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.reservation_type_id = OLD.reservation_type_id THEN
        session_length := OLD.ends_at - OLD.starts_at;
        rest_length := GREATEST(OLD.blocked_until - OLD.ends_at, interval '0');
      ELSE
        SELECT make_interval(mins => duration_minutes), make_interval(mins => buffer_minutes) INTO session_length, rest_length
          FROM reservation_types WHERE id = NEW.reservation_type_id;
      END IF;
      NEW.starts_at := (NEW.date || ' ' || NEW.time)::timestamp AT TIME ZONE 'Asia/Tehran';
      NEW.ends_at := NEW.starts_at + session_length;
      NEW.blocked_until := NEW.ends_at + rest_length;
      RETURN NEW;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION fill_reservation_range() RETURNS trigger LANGUAGE plpgsql AS $$
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
}
