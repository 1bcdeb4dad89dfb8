// The blog: categories and posts.
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';
import type { PostState } from '../../../src/core/domain/post-state';

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
  /** the title alone, folded the same way: a search ranks title matches first */
  search_title: Generated<string>;
  /** the distinct words of search_text, filled by a trigger (migration 210): what a search looks up */
  search_words: Generated<string[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** 'draft', 'scheduled' (published by a job at publish_at) or 'published' */
  state: Generated<PostState>;
  publish_at: Timestamp | null;
  published_at: Timestamp | null;
  /** the cover image's alt text; required when there is a cover */
  cover_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
  /** the address no longer follows the title: the article has been public, or the consultant typed it */
  slug_settled: Generated<boolean>;
}

/** every slug an article has had, its current one too; unique across all articles */
export interface PostSlugsTable {
  slug: string;
  post_id: string;
}

/** what an article said before a change, who changed it and when; append-only */
export interface PostVersionsTable {
  id: Generated<string>;
  post_id: string;
  title: string;
  category_id: string | null;
  content: string;
  in_media: boolean;
  cover_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
  /** what replaced it: 'autosave', 'save' or 'restore' */
  reason: string;
  kept_by: string | null;
  kept_at: Timestamp;
}

/** every folded word any article has held, once, under a trigram index: where a search word is looked up */
export interface SearchVocabularyTable {
  word: string;
}

export interface ContentTables {
  categories: CategoriesTable;
  posts: PostsTable;
  post_slugs: PostSlugsTable;
  post_versions: PostVersionsTable;
  search_vocabulary: SearchVocabularyTable;
}
