import { Kysely, sql } from 'kysely';

/**
 * An article's address and its earlier versions.
 *
 * `slug_settled`: until an article is first public its address follows its title (each save
 * makes it anew); once it has gone out, or once the consultant typed an address, it changes
 * only when they change it. Articles already public (or once public) are settled; so is an
 * article written by anything but the editor's saves (a seed, a script), which say otherwise.
 *
 * `post_versions`: what an article said before each change, who changed it and when. It is
 * append-only (a trigger refuses any update); an article's versions go with the article. The
 * editor lists an article's newest versions through the (post_id, kept_at) index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('slug_settled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`UPDATE posts SET slug_settled = false WHERE state <> 'published' AND published_at IS NULL`.execute(db);

  await db.schema
    .createTable('post_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // no reference: a version outlives its category, and a restore checks it still exists
    .addColumn('category_id', 'uuid')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('in_media', 'boolean', (c) => c.notNull())
    .addColumn('cover_alt', 'text')
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason IN ('autosave', 'save', 'restore')`))
    .addColumn('kept_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kept_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX post_versions_newest ON post_versions (post_id, kept_at DESC)`.execute(db);
  await sql`CREATE FUNCTION post_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'post_versions is append-only';
    END $$`.execute(db);
  await sql`CREATE TRIGGER post_versions_no_update BEFORE UPDATE ON post_versions
    FOR EACH ROW EXECUTE FUNCTION post_versions_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS post_versions_no_update ON post_versions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS post_versions_append_only()`.execute(db);
  await db.schema.dropTable('post_versions').execute();
  await db.schema.alterTable('posts').dropColumn('slug_settled').execute();
}
