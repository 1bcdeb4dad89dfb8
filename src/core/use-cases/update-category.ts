import { categoryTitleError } from '../domain/category-rules';
import type { CategoryRepository } from '../ports/category-repository';
import { categoryFailureText } from './category-failure-text';
import type { CategoryChangeResult } from './create-category';

/** Renames a category; the server's answer is shown as the success toast (spec section 7). */
export class UpdateCategory {
  constructor(private readonly categories: CategoryRepository) {}

  async execute({ _id, title }: { _id: string; title: string }): Promise<CategoryChangeResult> {
    const invalid = categoryTitleError(title);
    if (invalid) return { ok: false, error: invalid };
    try {
      return { ok: true, toast: await this.categories.update({ _id, title: title.trim() }) };
    } catch (error) {
      return { ok: false, error: categoryFailureText(error) };
    }
  }
}
