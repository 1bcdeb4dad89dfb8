import { ARTICLE_PAGE_SIZE } from '../domain/limits';
import type { AdminPost, AdminPostRepository } from '../ports/admin-post-repository';

export interface MyPostsPage {
  posts: AdminPost[];
  /** false once a page returned fewer than 9 articles (spec section 9) */
  hasMore: boolean;
  failed: boolean;
}

/**
 * The next page of the admin's article list, starting from the count already loaded.
 * A failure is only logged (spec section 8): the list stays as it was.
 */
export class LoadMyPostsPage {
  constructor(private readonly posts: AdminPostRepository, private readonly log: (message: string) => void = () => {}) {}

  async execute({ userId, loadedCount }: { userId: string; loadedCount: number }): Promise<MyPostsPage> {
    try {
      const posts = await this.posts.listByUser(userId, loadedCount);
      return { posts, hasMore: posts.length >= ARTICLE_PAGE_SIZE, failed: false };
    } catch (error) {
      this.log(`loading articles failed: ${error instanceof Error ? error.message : String(error)}`);
      return { posts: [], hasMore: false, failed: true };
    }
  }
}
