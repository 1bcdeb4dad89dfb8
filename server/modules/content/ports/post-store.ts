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
}

/** An article's fields besides its address and owner, as a write stores them. */
export interface PostFields {
  title: string;
  categoryId: string | null;
  content: string;
  image: string | null;
  inMedia: boolean;
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
}
