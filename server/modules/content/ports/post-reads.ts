import type { BlogPost } from '../../../../src/core/domain/blog-post';
import type { PostListQuery } from '../domain/post-list-query';

/** What the blog, its feeds and its pages' titles read about articles: published ones only, unless a list query asks the writer's way. */
export interface PostReads {
  /** the query's page of matching articles: a search's titles holding more of its words first, then newest change first */
  page(query: PostListQuery): Promise<BlogPost[]>;
  /** how many articles match in all, whatever the page */
  count(query: PostListQuery): Promise<number>;
  bySlug(slug: string): Promise<BlogPost | null>;
  /** the `count` most recently changed articles */
  latest(count: number): Promise<BlogPost[]>;
  /** every article's address and last change, newest first, for the sitemap */
  addresses(): Promise<Array<{ slug: string; updatedAt: Date }>>;
}
