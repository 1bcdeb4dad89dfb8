import type { BlogPost, PostCard } from '../../domain/blog-post';

/** What the blog asks for; absent fields mean "any". */
export interface PostQuery {
  searchTerm?: string;
  categoryId?: string;
  mediaOnly?: boolean;
  startIndex?: number;
  limit?: number;
}

export interface PostPage {
  posts: PostCard[];
  /** every article matching the query, not only this page */
  totalPosts: number;
}

/**
 * Reads published articles. Failures throw an Error whose message is the server's Persian
 * text, or the spec's default for article calls.
 */
export interface PostReader {
  list(query: PostQuery): Promise<PostPage>;
  /** null when no article has this slug */
  bySlug(slug: string): Promise<BlogPost | null>;
}
