import type { BlogPost } from '../../../../src/core/domain/blog-post';
import type { PostReads } from '../ports/post-reads';

/** A published article by its slug, as its page's title and preview read it; null for a draft or none. */
export class ReadPublishedArticle {
  constructor(private readonly posts: Pick<PostReads, 'bySlug'>) {}

  execute(slug: string): Promise<BlogPost | null> {
    return this.posts.bySlug(slug);
  }
}
