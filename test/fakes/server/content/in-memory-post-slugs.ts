import type { PostSlugs } from '../../../../server/modules/content';
import type { InMemoryPostStore } from './in-memory-post-store';

/** Article addresses in memory: each article's current slug is in the posts' store, its old ones here. */
export class InMemoryPostSlugs implements PostSlugs {
  /** old slug → the article that had it */
  readonly retired = new Map<string, string>();

  constructor(private readonly posts: InMemoryPostStore) {}

  async currentFor(slug: string): Promise<string | null> {
    const owner = this.posts.rows.find((row) => row.id === this.retired.get(slug));
    return owner && owner.publishing.state === 'published' ? owner.slug : null;
  }

  async move(postId: string, slug: string, old: 'kept' | 'released'): Promise<'moved' | 'taken'> {
    const row = this.posts.rows.find((each) => each.id === postId);
    const holder = this.posts.rows.find((each) => each.slug === slug)?.id ?? this.retired.get(slug) ?? postId;
    if (!row || holder !== postId) return 'taken';
    if (old === 'kept') this.retired.set(row.slug, postId);
    else for (const [retired, owner] of this.retired) if (owner === postId) this.retired.delete(retired);
    this.retired.delete(slug);
    row.slug = slug;
    return 'moved';
  }
}
