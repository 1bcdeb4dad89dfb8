import { Kysely, sql } from 'kysely';

/**
 * An article is a draft, scheduled (published by the job runner at publish_at) or published
 * (since published_at); every article written before is published since it was written. It
 * also gets a cover's alt text and an optional SEO title and description. The public list
 * reads only published articles, newest change first: a partial index serves exactly that,
 * and another finds the scheduled articles that are due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`state IN ('draft', 'scheduled', 'published')`),
    )
    .addColumn('publish_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('cover_alt', 'text')
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .execute();
  await sql`UPDATE posts SET published_at = created_at`.execute(db);
  await sql`ALTER TABLE posts ADD CONSTRAINT posts_scheduled_has_time CHECK (state <> 'scheduled' OR publish_at IS NOT NULL)`.execute(db);
  await sql`CREATE INDEX posts_published_newest ON posts (updated_at DESC, id DESC) WHERE state = 'published'`.execute(db);
  await sql`CREATE INDEX posts_scheduled_due ON posts (publish_at) WHERE state = 'scheduled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS posts_scheduled_due`.execute(db);
  await sql`DROP INDEX IF EXISTS posts_published_newest`.execute(db);
  await sql`ALTER TABLE posts DROP CONSTRAINT IF EXISTS posts_scheduled_has_time`.execute(db);
  await db.schema
    .alterTable('posts')
    .dropColumn('seo_description')
    .dropColumn('seo_title')
    .dropColumn('cover_alt')
    .dropColumn('published_at')
    .dropColumn('publish_at')
    .dropColumn('state')
    .execute();
}
