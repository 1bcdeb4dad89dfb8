import type { PostPageRequest } from './load-post-page';

/** The spec's two blog lists: /search (all articles, a search and a category) and /media (articles in media). */
export type BlogListMode = 'search' | 'media';

export type BlogListQuery = PostPageRequest['query'];

/**
 * What the blog list at an address lists: /search's `?searchTerm=` (trimmed) and `?category=`,
 * /media's articles present in media with its `?category=`. The server reads the first page of
 * the same query for the page it draws, and the page finds it under the same key.
 */
export function blogListQuery(mode: BlogListMode, params: URLSearchParams): BlogListQuery {
  return queryOf(mode === 'search' ? (params.get('searchTerm') ?? '').trim() : '', params.get('category') ?? '', mode === 'media');
}

/** The query with only what narrows it: no empty search or category, and `mediaOnly` only when set. */
function queryOf(searchTerm: string, categoryId: string, mediaOnly: boolean): BlogListQuery {
  return {
    ...(searchTerm ? { searchTerm } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(mediaOnly ? { mediaOnly } : {}),
  };
}

/** The query as one text, the same for the same query (the first data's key, spoken by the server and the page). */
export function blogListQueryKey(query: BlogListQuery): string {
  return JSON.stringify([query.searchTerm ?? '', query.categoryId ?? '', query.mediaOnly === true]);
}

/** The query a key names (blogListQueryKey's inverse). */
export function blogListQueryOfKey(key: string): BlogListQuery {
  const [searchTerm, categoryId, mediaOnly] = JSON.parse(key) as [string, string, boolean];
  return queryOf(searchTerm, categoryId, mediaOnly);
}
