import type { PageMetaProvider } from './http/page-meta';
import type { ServerDependencies } from './server-dependencies';
import { articlePageMeta, blogListPageMeta } from './modules/content';

/** Pages whose HTML carries their own title and description (articles add theirs here). */
export const pageMetaProviders = (deps: ServerDependencies): PageMetaProvider[] => [
  articlePageMeta(deps),
  blogListPageMeta,
];
