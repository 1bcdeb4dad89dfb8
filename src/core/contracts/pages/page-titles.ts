import type { PageId } from './page-routes';

/**
 * The pages whose title is fixed, as the browser tab shows it and as the HTML the server sends
 * names it before any script runs (the home page takes the site's own; lists and articles
 * name themselves).
 */
export const FIXED_PAGE_TITLES = {
  aboutMe: 'درباره من',
  services: 'خدمات',
  audit: 'خدمات حسابرسی',
  educational: 'آموزش مالی سازمانی',
  contact: 'تماس با ما',
  terms: 'قوانین و مقررات',
  privacy: 'حریم خصوصی',
  refundPolicy: 'شرایط لغو و بازگشت وجه',
} as const satisfies Partial<Record<PageId, string>>;

export type FixedTitlePage = keyof typeof FIXED_PAGE_TITLES;

/** "page | site", or whichever of the two there is. */
export function pageTitleWithSite(page: string | undefined, site: string): string {
  return page && site ? `${page} | ${site}` : page || site;
}

export function isFixedTitlePage(id: PageId): id is FixedTitlePage {
  return id in FIXED_PAGE_TITLES;
}
