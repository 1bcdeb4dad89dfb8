import type { PageMetaProvider } from './http/page-meta';
import { articlePageMeta, blogListPageMeta } from './posts/post-page-meta';

/** Pages whose HTML carries their own title and description (articles add theirs here). */
export const pageMetaProviders: PageMetaProvider[] = [
  articlePageMeta,
  blogListPageMeta,
];
