export interface Category {
  _id: string;
  title: string;
  updatedAt: string;
  /** how many articles it holds (for the admin: drafts and scheduled ones too) */
  postCount: number;
}

/**
 * The article categories' calls (spec section 7). Failures throw a RequestFailure carrying
 * the server's message when it sent one, or marked as a network failure.
 */
export interface CategoryRepository {
  list(): Promise<Category[]>;
  /** answers the server's message */
  create(title: string): Promise<string>;
  update(category: Pick<Category, '_id' | 'title'>): Promise<string>;
  /** `moveTo`: the category its articles go to first, in the same write */
  remove(id: string, moveTo?: string): Promise<string>;
}
