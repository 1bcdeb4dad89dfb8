import type { CategoryJson } from '../../../../src/core/contracts/api/content-api';
import type { Category } from '../ports/category-store';

export function categoryJson(category: Category): CategoryJson {
  return { _id: category.id, title: category.title, updatedAt: category.updatedAt.toISOString() };
}
