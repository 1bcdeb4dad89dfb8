import type { PostPageAnswer } from '../../../../src/core/contracts/api/content-api';
import { listFilterKey, type PostListQuery } from '../domain/post-list-query';
import type { ContentContext } from './content-context';

/**
 * Where a list's count may be kept between pages: gives the count under `filter` (the query
 * without its page), calling `count` only when none is kept that still holds.
 */
export type KeptCount = (filter: string, count: () => Promise<number>) => Promise<number>;

const countEveryTime: KeptCount = (_filter, count) => count();

/**
 * The public article list, one article by slug or id, a writer's articles, search, category
 * and media filters. totalPosts counts every match, not just this page; every page of one
 * list shares that count, so a reader paging on does not count the whole blog again.
 */
export class ListPosts {
  constructor(private readonly context: ContentContext) {}

  async execute(query: PostListQuery, keptCount: KeptCount = countEveryTime): Promise<PostPageAnswer> {
    const [posts, totalPosts] = await Promise.all([
      this.context.postReads.page(query),
      keptCount(listFilterKey(query), () => this.context.postReads.count(query)),
    ]);
    return { posts, totalPosts };
  }
}
