export interface Category {
  id: string;
  title: string;
  updatedAt: Date;
}

/** A category in the list, with how many articles it holds for whoever reads it. */
export type CountedCategory = Category & { postCount: number };

/** Whose articles a count counts: a visitor sees published ones, the admin every one. */
export type CountedFor = 'visitor' | 'admin';

/** A write's outcome: the category as stored, or why it was not. */
export type CategorySave = { category: Category } | { refused: 'duplicate' | 'not-found' };

/** Where article categories live. Titles are unique regardless of letter case. */
export interface CategoryStore {
  /** newest first, each with its article count */
  list(countedFor: CountedFor): Promise<CountedCategory[]>;
  /** false for an unknown or malformed id */
  exists(id: string): Promise<boolean>;
  create(title: string, at: Date): Promise<CategorySave>;
  rename(id: string, title: string, at: Date): Promise<CategorySave>;
  /** how many articles belong to the category */
  articlesIn(id: string): Promise<number>;
  /**
   * Removes the category, its articles first moved to `moveTo` when given, in one transaction
   * (a failure leaves every article where it was). 'in-use' when an article still belongs to it
   * (none to move to, or one joined since it was counted); 'target-not-found' when `moveTo` is gone.
   */
  remove(id: string, moveTo: string | null): Promise<'removed' | 'not-found' | 'in-use' | 'target-not-found'>;
}
