import { Kysely, sql } from 'kysely';

/**
 * The extensions the calendar and search rely on, on both databases: btree_gist lets one
 * exclusion constraint keep live bookings' time ranges apart; pg_trgm indexes search text.
 * Both are trusted extensions, so the database's owner may create them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
}

export async function down(): Promise<void> {
  // left in place: other objects may depend on them
}
