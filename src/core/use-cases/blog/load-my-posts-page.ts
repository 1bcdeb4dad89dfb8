import { ARTICLE_PAGE_SIZE } from '../../domain/limits';
import type { AdminPost, AdminPostRepository } from '../../ports/blog/admin-post-repository';
import type { Log } from '../../ports/platform/log';
import { attempt, type Outcome } from '../../domain/outcome';

export interface MyPostsPage {
  posts: AdminPost[];
  /** false once a page returned fewer than 9 articles (spec section 9) */
  hasMore: boolean;
}

/**
 * The next page of the admin's article list, starting from the count already loaded.
 * A failure is only logged (spec section 8): the list stays as it was.
 */
export class LoadMyPostsPage {
  constructor(
    private readonly posts: AdminPostRepository,
    private readonly log: Log = () => {},
  ) {}

  async execute({ userId, loadedCount }: { userId: string; loadedCount: number }): Promise<Outcome<MyPostsPage>> {
    const outcome = await attempt(async () => {
      const posts = await this.posts.listByUser(userId, loadedCount);
      return { posts, hasMore: posts.length >= ARTICLE_PAGE_SIZE };
    }, '');
    if (!outcome.ok) this.log(`loading articles failed: ${outcome.message}`);
    return outcome;
  }
}
