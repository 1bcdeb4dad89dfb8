import { Kysely, sql } from 'kysely';

/**
 * The blog search finds an article through the words it holds, not by rereading its text.
 *
 * Each article keeps the distinct words of its folded search text (`posts.search_words`, filled by
 * a trigger from `search_text`, whoever writes it), under a GIN index; every word ever written is
 * kept once in `search_vocabulary`, under a trigram index. A query word is looked up in the
 * vocabulary (the few words that contain it, as LIKE '%word%' on the whole text did: the folded
 * text is its words joined by single spaces, and a query word holds no space) and the articles are
 * those holding any of them: an exact answer from the index, with nothing to recheck. A word found
 * in most articles had cost a recheck of every article's text, for the count and the rank.
 *
 * Words are added to the vocabulary in their sorted order, so two writers never wait on each
 * other in a cycle. A word no article holds any more stays in the vocabulary and finds nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE search_vocabulary (word text PRIMARY KEY)`.execute(db);
  await sql`CREATE INDEX search_vocabulary_trgm ON search_vocabulary USING gin (word gin_trgm_ops)`.execute(db);
  await sql`ALTER TABLE posts ADD COLUMN search_words text[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`
    CREATE FUNCTION posts_fill_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_words := ARRAY(
        SELECT DISTINCT word FROM unnest(string_to_array(NEW.search_text, ' ')) AS word
        WHERE word <> '' ORDER BY word
      );
      INSERT INTO search_vocabulary (word) SELECT unnest(NEW.search_words) ORDER BY 1 ON CONFLICT DO NOTHING;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER posts_search_words BEFORE INSERT OR UPDATE OF search_text ON posts
    FOR EACH ROW EXECUTE FUNCTION posts_fill_search_words()`.execute(db);
  // the text's trigrams are no longer read: dropped before the articles are rewritten, so the
  // rewrite does not update them
  await sql`DROP INDEX IF EXISTS posts_search_text_trgm`.execute(db);
  await sql`UPDATE posts SET search_text = search_text`.execute(db);
  // a short pending list, as for the trigram index before it (migration 200): the embedded
  // database never vacuums, and a search reads that list in full
  await sql`CREATE INDEX posts_search_words ON posts USING gin (search_words) WITH (gin_pending_list_limit = 64)`.execute(db);
  await sql`ANALYZE posts`.execute(db);
  await sql`ANALYZE search_vocabulary`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS posts_search_words`.execute(db);
  await sql`DROP TRIGGER IF EXISTS posts_search_words ON posts`.execute(db);
  await sql`DROP FUNCTION IF EXISTS posts_fill_search_words()`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN IF EXISTS search_words`.execute(db);
  await sql`DROP TABLE IF EXISTS search_vocabulary`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS posts_search_text_trgm ON posts USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 64)`.execute(
    db,
  );
}
