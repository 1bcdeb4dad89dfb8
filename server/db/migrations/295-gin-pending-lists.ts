import { Kysely, sql } from 'kysely';

/**
 * Every GIN index keeps a short pending list, or none: the embedded database never vacuums, so a
 * list left at PostgreSQL's default of 4 MB is read in full by every search that uses the index,
 * and the planner, counting it, may leave the index for a scan of the whole table.
 *
 * The search vocabulary (migration 210) is written only when an article brings a word never seen
 * before, and read by every blog search: it keeps no list at all. The consultant's bookings search
 * (migration 180) reads indexes written at every sign-up and booking: they keep 64 kB, as the
 * articles' indexes do. What the lists hold now is moved into the indexes.
 */
const shortened = ['users_contact_search', 'reservations_customer_search'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX search_vocabulary_trgm SET (fastupdate = off)`.execute(db);
  for (const index of shortened) await sql`ALTER INDEX ${sql.id(index)} SET (gin_pending_list_limit = 64)`.execute(db);
  for (const index of ['search_vocabulary_trgm', ...shortened]) await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of shortened) await sql`ALTER INDEX ${sql.id(index)} RESET (gin_pending_list_limit)`.execute(db);
  await sql`ALTER INDEX search_vocabulary_trgm RESET (fastupdate)`.execute(db);
}
