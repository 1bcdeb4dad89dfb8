import { Kysely, sql } from 'kysely';

/** When the consultant marked a past confirmed session as missed by its customer; null when not marked. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN no_show_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations DROP COLUMN no_show_at`.execute(db);
}
