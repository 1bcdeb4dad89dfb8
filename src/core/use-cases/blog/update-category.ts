import { categoryTitleError } from '../../domain/category-rules';
import type { CategoryRepository } from '../../ports/blog/category-repository';
import { categoryFailureText } from './category-failure-text';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/** Renames a category; the server's answer is shown as the success toast (spec section 7). */
export class UpdateCategory {
  constructor(private readonly categories: CategoryRepository) {}

  async execute({ _id, title }: { _id: string; title: string }): Promise<Outcome<void>> {
    const invalid = categoryTitleError(title);
    if (invalid) return refused(invalid);
    try {
      return succeeded(undefined, await this.categories.update({ _id, title: title.trim() }));
    } catch (error) {
      return refused(categoryFailureText(error));
    }
  }
}
