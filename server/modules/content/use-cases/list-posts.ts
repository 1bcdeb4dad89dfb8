import type { PostPageAnswer } from '../../../../src/core/contracts/api/content-api';
import type { PostListQuery } from '../domain/post-list-query';
import type { ContentContext } from './content-context';

/**
 * The public article list, one article by slug or id, a writer's articles, search, category
 * and media filters. totalPosts counts every match, not just this page.
 */
export class ListPosts {
  constructor(private readonly context: ContentContext) {}

  async execute(query: PostListQuery): Promise<PostPageAnswer> {
    const { posts, total } = await this.context.postReads.list(query);
    return { posts, totalPosts: total };
  }
}
