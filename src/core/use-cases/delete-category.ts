import type { CategoryRepository } from '../ports/category-repository';
import { categoryFailureText } from './category-failure-text';
import type { CategoryChangeResult } from './create-category';

/** Deletes a category; the view shows a failure as an error toast (spec section 8). */
export class DeleteCategory {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(id: string): Promise<CategoryChangeResult> {
    try {
      return { ok: true, toast: await this.categories.remove(id) };
    } catch (error) {
      return { ok: false, error: categoryFailureText(error) };
    }
  }
}
