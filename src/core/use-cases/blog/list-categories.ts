import type { Category, CategoryRepository } from '../../ports/blog/category-repository';
import { categoryFailureText } from './category-failure-text';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/** Every category, for the admin's table. */
export class ListCategories {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(): Promise<Outcome<Category[]>> {
    try {
      return succeeded(await this.categories.list());
    } catch (error) {
      return refused(categoryFailureText(error));
    }
  }
}
