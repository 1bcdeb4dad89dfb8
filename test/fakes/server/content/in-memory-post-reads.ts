import type { BlogPost } from '../../../../src/core/domain/blog-post';
import { searchTextFor } from '../../../../src/core/domain/search-text';
import type { PostListQuery, PostReads } from '../../../../server/modules/content';
import type { InMemoryCategoryStore } from './in-memory-category-store';
import type { InMemoryPostStore, StoredPostRow } from './in-memory-post-store';

const isPublished = (row: StoredPostRow) => row.publishing.state === 'published';

/** The blog's reads over the in-memory stores, answering what the database's reads answer. */
export class InMemoryPostReads implements PostReads {
  /** writers' names by user id */
  readonly authors = new Map<string, string>();

  constructor(
    private readonly posts: InMemoryPostStore,
    private readonly categories: InMemoryCategoryStore,
  ) {}

  /** how many times the articles were counted */
  counted = 0;

  async page(query: PostListQuery): Promise<BlogPost[]> {
    return this.matching(query)
      .slice(query.startIndex, query.startIndex + query.limit)
      .map((row) => this.blogPost(row));
  }

  async count(query: PostListQuery): Promise<number> {
    this.counted++;
    return this.matching(query).length;
  }

  private matching(query: PostListQuery): StoredPostRow[] {
    return this.newestFirst().filter((row) => this.matches(row, query));
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    const row = this.published().find((each) => each.slug === slug);
    return row ? this.blogPost(row) : null;
  }

  async latest(count: number): Promise<BlogPost[]> {
    return this.newestFirst()
      .filter(isPublished)
      .slice(0, count)
      .map((row) => this.blogPost(row));
  }

  async addresses(): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.newestFirst()
      .filter(isPublished)
      .map((row) => ({ slug: row.slug, updatedAt: row.updatedAt }));
  }

  private matches(row: StoredPostRow, query: PostListQuery): boolean {
    const text = searchTextFor(row.title, row.content);
    return (
      (query.withUnpublished || isPublished(row)) &&
      (query.slug === null || row.slug === query.slug) &&
      (query.postId === null || row.id === query.postId) &&
      (query.userId === null || row.userId === query.userId) &&
      (query.categoryId === null || row.categoryId === query.categoryId) &&
      (!query.mediaOnly || row.inMedia) &&
      query.words.every((word) => text.includes(word))
    );
  }

  private published(): StoredPostRow[] {
    return this.posts.rows.filter(isPublished);
  }

  private newestFirst(): StoredPostRow[] {
    return [...this.posts.rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id.localeCompare(a.id));
  }

  private blogPost(row: StoredPostRow): BlogPost {
    const category = this.categories.rows.find((each) => each.id === row.categoryId);
    return {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      image: row.image,
      category: category ? { _id: category.id, title: category.title } : null,
      content: row.content,
      inMedia: row.inMedia,
      updatedAt: row.updatedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      author: (row.userId && this.authors.get(row.userId)) || null,
      state: row.publishing.state,
      publishAt: row.publishing.publishAt?.toISOString() ?? null,
      coverAlt: row.publishing.coverAlt,
      seoTitle: row.publishing.seoTitle,
      seoDescription: row.publishing.seoDescription,
    };
  }
}
