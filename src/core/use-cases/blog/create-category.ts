import { categoryTitleError } from '../../domain/category-rules';
import { CATEGORY_CREATED_TOAST } from '../../domain/admin-content-messages';
import type { CategoryRepository } from '../../ports/blog/category-repository';
import { categoryFailureText } from './category-failure-text';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/** Adds a category after the same title check the server makes. */
export class CreateCategory {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(title: string): Promise<Outcome<void>> {
    const invalid = categoryTitleError(title);
    if (invalid) return refused(invalid);
    try {
      await this.categories.create(title.trim());
      return succeeded(undefined, CATEGORY_CREATED_TOAST);
    } catch (error) {
      return refused(categoryFailureText(error, { networkText: true }));
    }
  }
}
