import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from './schema';

/** The first key of the advisory locks that take a day's times, so no other lock of the app shares them. */
const BOOKING_DAY_LOCK = 7301;

/**
 * Takes, for the rest of the transaction, the day's booking lock: the writes that put a booking
 * on a day's calendar go one after another. Without it, many customers inserting into one hour
 * at once each wait for another's uncommitted row on the one-calendar constraint, and
 * PostgreSQL breaks the cycles one deadlock check (a second) at a time; with it the second
 * writer finds the first one's committed row and is told at once that the time is taken.
 */
export async function lockBookingDay(trx: Transaction<Database>, date: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(BOOKING_DAY_LOCK)}, hashtext(${date}))`.execute(trx);
}
