import type { Category, CategoryRepository } from '../ports/category-repository';
import { categoryFailureText } from './category-failure-text';

export type ListCategoriesResult = { ok: true; categories: Category[] } | { ok: false; error: string };

export class ListCategories {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(): Promise<ListCategoriesResult> {
    try {
      return { ok: true, categories: await this.categories.list() };
    } catch (error) {
      return { ok: false, error: categoryFailureText(error) };
    }
  }
}
