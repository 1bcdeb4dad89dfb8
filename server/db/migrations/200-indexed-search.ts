import { Kysely, sql } from 'kysely';
import { normalizeForSearch } from '../../../src/core/domain/search-text';

const CHUNK = 500;

/**
 * The blog search reads a trigram index (pg_trgm, migration 165) on each article's folded search
 * text, on both databases, so a search no longer scans every article. Each article also keeps its
 * title folded alone, so a search ranks the articles with the words in their title first. The
 * statistics are gathered at once: the embedded database has no autovacuum to do it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE posts ADD COLUMN search_title text NOT NULL DEFAULT ''`.execute(db);
  let after: string | null = null;
  for (;;) {
    let page = db.selectFrom('posts').select(['id', 'title']).orderBy('id').limit(CHUNK);
    if (after !== null) page = page.where('id', '>', after);
    const posts: Array<{ id: string; title: string }> = await page.execute();
    if (posts.length === 0) break;
    const folded = sql.join(posts.map((post) => sql`(${post.id}::uuid, ${normalizeForSearch(post.title)})`));
    await sql`UPDATE posts SET search_title = folded.title FROM (VALUES ${folded}) AS folded (id, title) WHERE posts.id = folded.id`.execute(
      db,
    );
    after = posts[posts.length - 1].id;
  }
  // New entries wait in a short pending list and enter the index in batches (a few articles' worth):
  // a search reads that list in full, and the embedded database never runs the VACUUM that would
  // otherwise empty a long one, so the planner would rightly shun the index. Without any list, each
  // article's thousand trigrams would enter the tree one by one, far too slowly for a bulk seed.
  await sql`CREATE INDEX posts_search_text_trgm ON posts USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 64)`.execute(
    db,
  );
  await sql`ANALYZE posts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS posts_search_text_trgm`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN IF EXISTS search_title`.execute(db);
}
