import type { PostState } from '../../../../src/core/domain/post-state';

/** Where an article stands and what its page says of it besides its text. */
export interface PostPublishing {
  state: PostState;
  /** when a scheduled article is due; null otherwise */
  publishAt: Date | null;
  coverAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

/** An article as its writes see it. */
export interface StoredPost {
  id: string;
  slug: string;
  /** null for the ownerless demo articles */
  userId: string | null;
  title: string;
  categoryId: string | null;
  content: string;
  image: string | null;
  inMedia: boolean;
  publishing: PostPublishing;
  /** the address no longer follows the title: the article has been public, or the consultant typed it */
  slugSettled: boolean;
}

/** An article's fields besides its address and owner, as a write stores them. */
export interface PostFields {
  title: string;
  categoryId: string | null;
  content: string;
  image: string | null;
  inMedia: boolean;
  publishing: PostPublishing;
  slugSettled: boolean;
}

export type NewPost = PostFields & { slug: string; userId: string; at: Date };

/** Where articles are written. The store keeps each article's search text in step with its title and content. */
export interface PostStore {
  /** null when no article has this id (a malformed id names none) */
  find(id: string): Promise<StoredPost | null>;
  /** every slug that begins with `prefix`, to pick a free one */
  slugsStartingWith(prefix: string): Promise<ReadonlySet<string>>;
  /** 'slug-taken' when another article took the slug since it was read */
  insert(post: NewPost): Promise<'inserted' | 'slug-taken'>;
  update(id: string, fields: PostFields, at: Date): Promise<void>;
  remove(id: string): Promise<void>;
  /** publishes every scheduled article due by `now` (its address settles), in one guarded write (safe to repeat); how many it published */
  publishDue(now: Date): Promise<number>;
}
