import { matchPage } from '../../src/core/contracts/pages/match-page';
import { FIXED_PAGE_TITLES, isFixedTitlePage, pageTitleWithSite } from '../../src/core/contracts/pages/page-titles';
import type { PageMetaProvider } from './page-meta';

/** The pages with a fixed title (about me, services, contact, the legal pages) carry it in the HTML the server sends. */
export const fixedPageMeta: PageMetaProvider = async (pathname, site) => {
  const page = matchPage(pathname);
  if (!page || !isFixedTitlePage(page.id)) return null;
  return { ...site, title: pageTitleWithSite(FIXED_PAGE_TITLES[page.id], site.title) };
};
