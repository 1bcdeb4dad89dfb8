import { Kysely, sql } from 'kysely';

/** The type the consultant marks popular (its card wears the badge); at most one, kept by a unique index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservation_types ADD COLUMN is_popular boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE UNIQUE INDEX reservation_types_one_popular ON reservation_types ((true)) WHERE is_popular`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reservation_types_one_popular`.execute(db);
  await sql`ALTER TABLE reservation_types DROP COLUMN is_popular`.execute(db);
}
