/**
 * Every address an article has had. A slug belongs to one article for as long as that article
 * exists: its old addresses lead to its current one, and no other article may take them.
 */
export interface PostSlugs {
  /** the current slug of the published article that once had `slug`; null when `slug` is current, unknown, or its article is not public */
  currentFor(slug: string): Promise<string | null>;
  /** gives the article `slug` (its old ones stay its own); 'taken' when another article has or had it */
  move(postId: string, slug: string): Promise<'moved' | 'taken'>;
}
