import { Kysely, sql } from 'kysely';

/**
 * The consultant's bookings search, by part of a customer's name, e-mail or mobile, read on
 * trigram indexes (pg_trgm, migration 165) on both databases: one on each account's folded
 * contact text, one on what a reservation keeps of its customer itself (a deleted account's name
 * and e-mail). The expressions here are the ones `reservationsMatching` compares, word for word.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_contact_search ON users USING gin
    ((lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(mobile, ''))) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX reservations_customer_search ON reservations USING gin
    ((lower(customer_name || ' ' || customer_email)) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS reservations_customer_search`.execute(db);
  await sql`DROP INDEX IF EXISTS users_contact_search`.execute(db);
}
