import { serviceToken as token } from '../service-token';
import type { PostReader } from './post-reader';
import type { CategoryReader } from './category-reader';
import type { AdminPostRepository } from './admin-post-repository';
import type { PostVersionRepository } from './post-version-repository';
import type { ArticleImageUploader } from './article-image-uploader';
import type { CategoryRepository } from './category-repository';

/** The ports of the articles and their categories, read by visitors and written by the consultant. */
export const BLOG_PORTS = {
  PostReader: token<PostReader>('PostReader'),
  CategoryReader: token<CategoryReader>('CategoryReader'),
  AdminPostRepository: token<AdminPostRepository>('AdminPostRepository'),
  PostVersionRepository: token<PostVersionRepository>('PostVersionRepository'),
  ArticleImageUploader: token<ArticleImageUploader>('ArticleImageUploader'),
  CategoryRepository: token<CategoryRepository>('CategoryRepository'),
} as const;
