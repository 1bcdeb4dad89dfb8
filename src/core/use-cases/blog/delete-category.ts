import type { CategoryRepository } from '../../ports/blog/category-repository';
import { categoryFailureText } from './category-failure-text';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/** Deletes a category, its articles first moved to `moveTo`; the view shows a failure as an error toast (spec section 8). */
export class DeleteCategory {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(id: string, moveTo?: string): Promise<Outcome<void>> {
    try {
      return succeeded(undefined, await this.categories.remove(id, moveTo));
    } catch (error) {
      return refused(categoryFailureText(error));
    }
  }
}
