// The blog: categories and posts.
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

export interface CategoriesTable {
  id: Generated<string>;
  title: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PostsTable {
  id: Generated<string>;
  user_id: string | null;
  slug: string;
  title: string;
  image: string | null;
  category_id: string | null;
  content: string;
  in_media: Generated<boolean>;
  /** title and text folded for search (Persian and Arabic forms alike) */
  search_text: Generated<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ContentTables {
  categories: CategoriesTable;
  posts: PostsTable;
}
