/**
 * Every address an article has had. A slug belongs to one article for as long as that article
 * exists: its old addresses lead to its current one, and no other article may take them.
 */
export interface PostSlugs {
  /** the current slug of the published article that once had `slug`; null when `slug` is current, unknown, or its article is not public */
  currentFor(slug: string): Promise<string | null>;
  /**
   * gives the article `slug`; 'taken' when another article has or had it. A public article's
   * old addresses stay its own; an article never public lets its old ones go (nobody has them).
   */
  move(postId: string, slug: string, old: 'kept' | 'released'): Promise<'moved' | 'taken'>;
}
