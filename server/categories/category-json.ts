import type { CategoryRow } from '../db/schema';

export interface CategoryJson {
  _id: string;
  title: string;
  updatedAt: string;
}

export function toCategoryJson(row: Pick<CategoryRow, 'id' | 'title' | 'updated_at'>): CategoryJson {
  return { _id: row.id, title: row.title, updatedAt: new Date(row.updated_at).toISOString() };
}
