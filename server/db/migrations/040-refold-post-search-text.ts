import type { Kysely } from 'kysely';
import { searchTextFor } from '../../../src/core/domain/search-text';

/**
 * Articles written before the search folding learnt half-spaces, punctuation and more
 * letter forms get their search text again, so old and new articles are found alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const posts: Array<{ id: string; title: string; content: string }> = await db
    .selectFrom('posts')
    .select(['id', 'title', 'content'])
    .execute();
  for (const post of posts) {
    await db
      .updateTable('posts')
      .set({ search_text: searchTextFor(post.title, post.content) })
      .where('id', '=', post.id)
      .execute();
  }
}

export async function down(): Promise<void> {}
