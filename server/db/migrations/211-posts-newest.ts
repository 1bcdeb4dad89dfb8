import { Kysely, sql } from 'kysely';

/**
 * Every article list is ordered newest change first, then by id: the writer's list (drafts and
 * scheduled ones too) now walks an index in exactly that order, as the visitors' list walks
 * `posts_published_newest` (migration 190), instead of sorting each run of equal times.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX posts_newest ON posts (updated_at DESC, id DESC)`.execute(db);
  await sql`DROP INDEX IF EXISTS posts_updated_at`.execute(db);
  await sql`ANALYZE posts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS posts_updated_at ON posts (updated_at)`.execute(db);
  await sql`DROP INDEX IF EXISTS posts_newest`.execute(db);
}
