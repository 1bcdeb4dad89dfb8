import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import type { DatabaseStatistics } from '../operations/refresh-statistics';

/**
 * The tables whose plans depend on their size: the articles (search, categories, deep pages),
 * the calendar, the bookings and their money, and the customers (the consultant's searches).
 */
export const PLANNED_TABLES: readonly (keyof Database)[] = ['posts', 'categories', 'time_slots', 'reservations', 'payments', 'payment_events', 'users'];

/**
 * `ANALYZE` one table at a time: on the embedded database, whose one connection every query
 * waits for, the statements of other requests run between two tables (about a second for the
 * articles at 10,000 of them) rather than after all of them.
 */
export class KyselyDatabaseStatistics implements DatabaseStatistics {
  constructor(private readonly db: AppDatabase, private readonly tables: readonly (keyof Database)[] = PLANNED_TABLES) {}

  async refresh(): Promise<string[]> {
    for (const table of this.tables) await sql`ANALYZE ${sql.table(table)}`.execute(this.db);
    return [...this.tables];
  }
}
