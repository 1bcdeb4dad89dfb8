import { postCardOf, type BlogPost } from '../../src/core/domain/blog-post';
import { searchTextFor, searchWords } from '../../src/core/domain/search-text';
import type { PostPage, PostQuery, PostReader } from '../../src/core/ports/blog/post-reader';

/** Articles in memory, filtered and paged the way the server does, lists answered as cards. */
export class FakePostReader implements PostReader {
  readonly queries: PostQuery[] = [];
  /** set to make every call fail with it */
  failure: Error | null = null;
  /** calls wait for this before answering, when set */
  gate: Promise<void> | null = null;

  constructor(public posts: BlogPost[] = []) {}

  async list(query: PostQuery): Promise<PostPage> {
    this.queries.push(query);
    await this.gate;
    if (this.failure) throw this.failure;
    const words = searchWords(query.searchTerm ?? '');
    const matching = this.posts.filter(
      (post) =>
        (!query.categoryId || post.category?._id === query.categoryId) &&
        (!query.mediaOnly || post.inMedia) &&
        words.every((word) => searchTextFor(post.title, post.content).includes(word)),
    );
    const start = query.startIndex ?? 0;
    return { posts: matching.slice(start, start + (query.limit ?? 9)).map(postCardOf), totalPosts: matching.length };
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    await this.gate;
    if (this.failure) throw this.failure;
    return this.posts.find((post) => post.slug === slug) ?? null;
  }
}
