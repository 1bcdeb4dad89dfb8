import { categoryTitleError } from '../domain/category-rules';
import { CATEGORY_CREATED_TOAST } from '../domain/admin-content-messages';
import type { CategoryRepository } from '../ports/category-repository';
import { categoryFailureText } from './category-failure-text';

export type CategoryChangeResult = { ok: true; toast: string } | { ok: false; error: string };

export class CreateCategory {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(title: string): Promise<CategoryChangeResult> {
    const invalid = categoryTitleError(title);
    if (invalid) return { ok: false, error: invalid };
    try {
      await this.categories.create(title.trim());
      return { ok: true, toast: CATEGORY_CREATED_TOAST };
    } catch (error) {
      return { ok: false, error: categoryFailureText(error, { networkText: true }) };
    }
  }
}
