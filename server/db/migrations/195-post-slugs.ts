import { Kysely, sql } from 'kysely';

/**
 * Every address an article has had, its current one included, unique across all articles: an
 * old address answers 301 to the article's current one, and is never given to another article
 * while its article exists (deleting the article frees its addresses). A trigger on posts
 * records each new slug in the writing transaction, so no write path (the editor, a script,
 * the seed) can skip it, and a slug another article once had fails as a unique violation.
 * The public category counts read published articles per category through a partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_slugs')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('post_slugs_post_id').on('post_slugs').column('post_id').execute();
  // a new article's slug is the first free one of its title's, looked up by prefix
  await sql`CREATE INDEX post_slugs_prefix ON post_slugs (slug text_pattern_ops)`.execute(db);
  await sql`INSERT INTO post_slugs (slug, post_id) SELECT slug, id FROM posts`.execute(db);

  await sql`CREATE FUNCTION keep_post_slug() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO post_slugs (slug, post_id) VALUES (NEW.slug, NEW.id) ON CONFLICT (slug) DO NOTHING;
      IF NOT EXISTS (SELECT 1 FROM post_slugs WHERE slug = NEW.slug AND post_id = NEW.id) THEN
        RAISE EXCEPTION 'the slug % belongs to another article', NEW.slug USING ERRCODE = 'unique_violation';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER posts_insert_keeps_slug AFTER INSERT ON posts
    FOR EACH ROW EXECUTE FUNCTION keep_post_slug()`.execute(db);
  await sql`CREATE TRIGGER posts_slug_change_keeps_slug AFTER UPDATE OF slug ON posts
    FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION keep_post_slug()`.execute(db);

  await sql`CREATE INDEX posts_published_by_category ON posts (category_id) WHERE state = 'published'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS posts_published_by_category`.execute(db);
  await sql`DROP TRIGGER IF EXISTS posts_slug_change_keeps_slug ON posts`.execute(db);
  await sql`DROP TRIGGER IF EXISTS posts_insert_keeps_slug ON posts`.execute(db);
  await sql`DROP FUNCTION IF EXISTS keep_post_slug()`.execute(db);
  await db.schema.dropTable('post_slugs').execute();
}
