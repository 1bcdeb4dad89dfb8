import type { PostPageAnswer } from '../../../../src/core/contracts/api/content-api';
import { postCardOf } from '../../../../src/core/domain/blog-post';
import { listFilterKey, namesWholeArticles, type PostListQuery } from '../domain/post-list-query';
import { readEachTime, type KeptRead } from '../../../ports/kept-read';
import type { ContentContext } from './content-context';

/**
 * The public article list, one article by slug or id, a writer's articles, search, category
 * and media filters. totalPosts counts every match, not just this page; every page of one
 * list shares that count, so a reader paging on does not count the whole blog again. A list of
 * cards carries each article's opening, not its body: a card shows no more.
 */
export class ListPosts {
  constructor(private readonly context: Pick<ContentContext, 'postReads'>) {}

  /** `keptCount` keeps a list's count under the query without its page */
  async execute(query: PostListQuery, keptCount: KeptRead<number> = readEachTime): Promise<PostPageAnswer> {
    const [posts, totalPosts] = await Promise.all([
      this.context.postReads.page(query),
      keptCount(listFilterKey(query), () => this.context.postReads.count(query)),
    ]);
    return { posts: namesWholeArticles(query) ? posts : posts.map(postCardOf), totalPosts };
  }
}
