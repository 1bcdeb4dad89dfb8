import type { CategoryJson, CountedCategoryJson } from '../../../../src/core/contracts/api/content-api';
import type { Category, CountedCategory } from '../ports/category-store';

export function categoryJson(category: Category): CategoryJson {
  return { _id: category.id, title: category.title, updatedAt: category.updatedAt.toISOString() };
}

export function countedCategoryJson(category: CountedCategory): CountedCategoryJson {
  return { ...categoryJson(category), postCount: category.postCount };
}
