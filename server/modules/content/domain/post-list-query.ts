import type { PostListParams } from '../../../../src/core/contracts/api/content-api';
import { ARTICLE_PAGE_SIZE } from '../../../../src/core/domain/limits';
import { searchWords } from '../../../../src/core/domain/search-text';

export const MAX_POST_PAGE_SIZE = 50;
/** Further words add little to a query but cost a condition each. */
export const MAX_SEARCH_WORDS = 8;

/** What a reader asked of the article list, as the reads answer it. */
export interface PostListQuery {
  slug: string | null;
  postId: string | null;
  userId: string | null;
  categoryId: string | null;
  mediaOnly: boolean;
  /** folded search words; each must occur in the article's title or text */
  words: string[];
  startIndex: number;
  limit: number;
  /** drafts and scheduled articles too: only for the admin reading one article or a writer's list */
  withUnpublished: boolean;
}

/** The query without its page: every page of one list has the same count. */
export function listFilterKey(query: PostListQuery): string {
  return JSON.stringify({ ...query, startIndex: 0, limit: 0 });
}

/** Whether the query names what only a writer reads: one article by slug or id, or a writer's own list. */
export function namesOwnArticles(query: PostListQuery, actorId: string): boolean {
  return query.slug !== null || query.postId !== null || query.userId === actorId;
}

/** Whether the query reads whole articles (one by slug or id, a writer's list, as the spec's calls do) rather than cards. */
export function namesWholeArticles(query: PostListQuery): boolean {
  return query.slug !== null || query.postId !== null || query.userId !== null;
}

/** The checked parameters as a query: search folded into words, the page size defaulted and capped. */
export function postListQuery(params: PostListParams): PostListQuery {
  return {
    slug: params.slug ?? null,
    postId: params.postId ?? null,
    userId: params.userId ?? null,
    categoryId: params.category ?? null,
    mediaOnly: params.media ?? false,
    words: [...new Set(searchWords(params.searchTerm ?? ''))].slice(0, MAX_SEARCH_WORDS),
    startIndex: params.startIndex ?? 0,
    // A larger page is not refused, only shortened: the total still tells how many there are.
    limit: Math.min(params.limit ?? ARTICLE_PAGE_SIZE, MAX_POST_PAGE_SIZE),
    withUnpublished: false,
  };
}
