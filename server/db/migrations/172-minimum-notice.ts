import { Kysely, sql } from 'kysely';

/**
 * How soon before a session it may still be booked: the consultant's `minimum_notice_minutes`
 * (three hours unless changed, up to thirty days). Customers read it with the types, so a
 * change to the settings changes what the types' cached list says, like a slot does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE practice_settings ADD COLUMN minimum_notice_minutes integer NOT NULL DEFAULT 180
    CHECK (minimum_notice_minutes BETWEEN 0 AND 43200)`.execute(db);
  await sql`CREATE TRIGGER practice_settings_update_bumps_version
    AFTER UPDATE ON practice_settings REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('reservation-types')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER practice_settings_update_bumps_version ON practice_settings`.execute(db);
  await sql`ALTER TABLE practice_settings DROP COLUMN minimum_notice_minutes`.execute(db);
}
