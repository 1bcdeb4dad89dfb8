import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { PostListQuery } from '../domain/post-list-query';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/** Escapes LIKE's wildcards so a searched "%" or "_" means itself (backslash is LIKE's own escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function containing(word: string): string {
  return `%${escapeLike(word)}%`;
}

/**
 * The articles holding a word that contains `word`: the vocabulary's trigram index finds those
 * words, and the GIN index on each article's words (migration 210) the articles, exactly. The
 * same articles as `search_text LIKE '%word%'`, without rereading any article's text.
 */
function holdingWordWith(word: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`posts.search_words && ARRAY(SELECT search_vocabulary.word FROM search_vocabulary WHERE search_vocabulary.word LIKE ${containing(word)})`;
}

/** The list's filters. Each search word must occur in the folded search text (see holdingWordWith). */
export function listConditions(eb: PostsEb, query: PostListQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (!query.withUnpublished) where.push(eb('posts.state', '=', 'published'));
  if (query.slug !== null) where.push(eb('posts.slug', '=', query.slug));
  if (query.postId !== null) where.push(eb('posts.id', '=', query.postId));
  if (query.userId !== null) where.push(eb('posts.user_id', '=', query.userId));
  if (query.categoryId !== null) where.push(eb('posts.category_id', '=', query.categoryId));
  if (query.mediaOnly) where.push(eb('posts.in_media', '=', true));
  for (const word of query.words) where.push(holdingWordWith(word));
  return where;
}

/** How many of the search words the title holds (0 without a search): a search's first order. */
function titleRank(words: string[]): RawBuilder<number> {
  if (words.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    words.map((word) => sql`(posts.search_title LIKE ${containing(word)})::int`),
    sql` + `,
  )})`;
}

/**
 * One page of the list as article ids, in the list's order: titles holding more search words
 * first, then the newest change. Without a search this walks `posts_published_newest` alone, so
 * the articles skipped before a deep page join nothing; the caller joins only the page's rows.
 */
export function pageOfIds(db: AppDatabase, query: PostListQuery) {
  const page = db
    .selectFrom('posts')
    .select(['posts.id', 'posts.updated_at', titleRank(query.words).as('rank')])
    .where((eb) => eb.and(listConditions(eb, query)));
  const ranked = query.words.length > 0 ? page.orderBy(sql`rank`, 'desc') : page;
  return ranked.orderBy('posts.updated_at', 'desc').orderBy('posts.id', 'desc').offset(query.startIndex).limit(query.limit);
}

/** How many articles the list holds in all. */
export function countOf(db: AppDatabase, query: PostListQuery) {
  return db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where((eb) => eb.and(listConditions(eb, query)));
}
