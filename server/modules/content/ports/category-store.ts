export interface Category {
  id: string;
  title: string;
  updatedAt: Date;
}

/** A write's outcome: the category as stored, or why it was not. */
export type CategorySave = { category: Category } | { refused: 'duplicate' | 'not-found' };

/** Where article categories live. Titles are unique regardless of letter case. */
export interface CategoryStore {
  /** newest first */
  list(): Promise<Category[]>;
  /** false for an unknown or malformed id */
  exists(id: string): Promise<boolean>;
  create(title: string, at: Date): Promise<CategorySave>;
  rename(id: string, title: string, at: Date): Promise<CategorySave>;
  /** how many articles belong to the category */
  articlesIn(id: string): Promise<number>;
  /** 'in-use' when an article joined the category since it was counted */
  remove(id: string): Promise<'removed' | 'not-found' | 'in-use'>;
}
