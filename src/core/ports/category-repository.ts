export interface Category {
  _id: string;
  title: string;
  updatedAt: string;
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
  remove(id: string): Promise<string>;
}
