import type { PageMetaProvider } from './http/page-meta';
import type { ServerDependencies } from './server-dependencies';
import { articlePageMeta, blogListPageMeta } from './modules/content';
import { fixedPageMeta } from './http/fixed-page-meta';
import { reportPageMeta } from './modules/reports';

/** Pages whose HTML carries their own title and description (articles add theirs here; the fixed-title pages theirs). */
export const pageMetaProviders = (deps: ServerDependencies): PageMetaProvider[] => [
  articlePageMeta(deps),
  blogListPageMeta,
  reportPageMeta(deps),
  fixedPageMeta,
];
