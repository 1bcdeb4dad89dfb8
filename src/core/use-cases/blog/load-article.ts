import type { BlogPost, PostCard } from '../../domain/blog-post';
import type { PostReader } from '../../ports/blog/post-reader';

export const RELATED_POST_COUNT = 3;

export interface LoadedArticle {
  /** null when no article has the slug */
  post: BlogPost | null;
  /** other articles of the same category, newest first */
  related: PostCard[];
}

/**
 * One article by its slug with a few others from its category. The related list is a
 * courtesy: when it cannot be read the article still shows, without it.
 */
export class LoadArticle {
  constructor(private readonly reader: PostReader) {}

  async execute(slug: string): Promise<LoadedArticle> {
    const post = await this.reader.bySlug(slug);
    if (!post?.category) return { post, related: [] };
    const related = await this.reader
      .list({ categoryId: post.category._id, limit: RELATED_POST_COUNT + 1 })
      .then((page) => page.posts.filter((other) => other._id !== post._id).slice(0, RELATED_POST_COUNT))
      .catch(() => []);
    return { post, related };
  }
}
