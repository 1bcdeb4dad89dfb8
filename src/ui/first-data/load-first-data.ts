import type { Container } from 'inversify';
import type { ReservationTypeRepository } from '../../core/ports/booking/reservation-type-repository';
import type { ReservationRepository } from '../../core/ports/booking/reservation-repository';
import { rangeOfAddress } from '../../core/domain/booking-months';
import type { LoadArticle } from '../../core/use-cases/blog/load-article';
import { LATEST_POST_COUNT, type LoadLatestPosts } from '../../core/use-cases/blog/load-latest-posts';
import type { LoadPostForEdit } from '../../core/use-cases/blog/load-post-for-edit';
import type { LoadPostPage } from '../../core/use-cases/blog/load-post-page';
import type { ListPostCategories } from '../../core/use-cases/blog/list-post-categories';
import { blogListQuery, blogListQueryKey, blogListQueryOfKey } from '../../core/use-cases/blog/blog-list-query';
import type { LoadReceipt } from '../../core/use-cases/payment/load-receipt';
import { BLOG_USE_CASES } from '../../core/use-cases/blog/blog-tokens';
import { BOOKING_PORTS } from '../../core/ports/booking/booking-port-tokens';
import { PAYMENT_USE_CASES } from '../../core/use-cases/payment/payment-tokens';
import { SITE_USE_CASES } from '../../core/use-cases/site/site-tokens';
import type { PageDataNeed, PageRoute } from '../../core/contracts/pages/page-routes';
import type { LoadPageTexts } from '../../core/use-cases/site/page-texts';
import { matchPage } from '../../core/contracts/pages/match-page';
import { editPostIdOf } from '../../core/contracts/pages/dashboard-tabs';
import { FIRST_DATA, type FirstData } from './first-data-context';
import type { LoadReport } from '../../core/use-cases/reports/report-use-cases';
import { REPORT_USE_CASES } from '../../core/use-cases/reports/report-tokens';

/** How one kind of first data is read: which part of the address names it, its key and its read. */
interface FirstDataLoader {
  /** the param the page's address names it by (a path segment as it stands, or from the query), or its route does */
  param: (params: Record<string, string>, query: URLSearchParams, route: PageRoute) => string | null | undefined;
  key: (param: string) => string;
  /** `query` is the address's query, for a read it bounds (the booking page's month) */
  load: (param: string, container: Container, query: URLSearchParams) => Promise<unknown>;
  /** what the address's query adds to the page, e.g. the booking page's chosen day */
  forQuery?: (param: string, query: URLSearchParams, container: Container) => Promise<FirstData>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One loader for each need the route table names (src/core/contracts/pages/page-routes.ts). */
export const FIRST_DATA_LOADERS: Record<PageDataNeed, FirstDataLoader> = {
  'reservation-type': {
    param: (params) => params.id,
    key: FIRST_DATA.reservationType,
    // the month of `?date=` or `?month=`, so the calendar the server renders shows the slots its links name
    load: (id, container, query) =>
      container
        .get<ReservationTypeRepository>(BOOKING_PORTS.ReservationTypeRepository)
        .get(id, rangeOfAddress(query.get('date') ?? query.get('month'))),
    forQuery: async (id, query, container) => {
      const date = query.get('date');
      if (!date || !DAY.test(date)) return {};
      const reservations = await container.get<ReservationRepository>(BOOKING_PORTS.ReservationRepository).byDate(date, id);
      return { [FIRST_DATA.availability(id, date)]: reservations };
    },
  },
  article: {
    param: (params) => params.postSlug,
    key: FIRST_DATA.article,
    load: (slug, container) => container.get<LoadArticle>(BLOG_USE_CASES.LoadArticle).execute(slug),
  },
  'post-for-edit': {
    // /dashboard/updatePost/{id}, or the dashboard's ?tab=updatePost/{id}
    param: (params, query) => params.postId ?? editPostIdOf(query.get('tab')),
    key: FIRST_DATA.postForEdit,
    // an article that could not be read is left for the browser to read (and to say why)
    load: async (postId, container) => {
      const form = await container.get<LoadPostForEdit>(BLOG_USE_CASES.LoadPostForEdit).execute(postId);
      return form.ok ? form : undefined;
    },
  },
  // the receipt, or the server's reason there is none: either is what the page shows
  receipt: {
    param: (params) => params.id,
    key: FIRST_DATA.receipt,
    load: (id, container) => container.get<LoadReceipt>(PAYMENT_USE_CASES.LoadReceipt).execute(id),
  },
  report: {
    param: (params) => (params.version ? `${params.id}/${params.version}` : params.id),
    key: FIRST_DATA.report,
    // the report, or the server's "not found": either is what the page shows
    load: (address, container) => {
      const [id, version] = address.split('/');
      return container.get<LoadReport>(REPORT_USE_CASES.LoadReport).execute(id, version ? Number(version) : undefined);
    },
  },
  // the home page's newest articles; when they cannot be read the browser reads them (and shows none)
  'latest-posts': {
    param: () => String(LATEST_POST_COUNT),
    key: FIRST_DATA.latestPosts,
    load: async (count, container) => {
      const posts = await container.get<LoadLatestPosts>(BLOG_USE_CASES.LoadLatestPosts).execute(Number(count));
      return posts.ok ? posts : undefined;
    },
  },
  // the blog list's first page, for the query its address names; when it cannot be read the browser reads it (and says why)
  'post-list': {
    // the key as a URL part: firstDataWanted decodes what this gives, and a search term may hold a '%'
    param: (_params, query, route) =>
      encodeURIComponent(blogListQueryKey(blogListQuery(route.path === '/media' ? 'media' : 'search', query))),
    key: FIRST_DATA.postList,
    load: (key, container) =>
      container.get<LoadPostPage>(BLOG_USE_CASES.LoadPostPage).execute({ query: blogListQueryOfKey(key), loaded: 0 }),
  },
  // the blog lists' category filter; categories that could not be read are left for the browser (which lists without the filter)
  'post-categories': {
    param: () => 'all',
    key: () => FIRST_DATA.postCategories(),
    load: async (_all, container) => {
      const categories = await container.get<ListPostCategories>(BLOG_USE_CASES.ListPostCategories).execute();
      return categories.ok ? categories : undefined;
    },
  },
  // the consultant's texts of the page; texts that could not be read are left for the browser to read
  'page-texts': {
    param: (_params, _query, route) => route.texts,
    key: FIRST_DATA.pageTexts,
    load: async (page, container) => {
      const texts = await container.get<LoadPageTexts>(SITE_USE_CASES.LoadPageTexts).execute(page as NonNullable<PageRoute['texts']>);
      return texts.ok ? texts.value : undefined;
    },
  },
};

/** The first data the page at `url` wants, each with the (decoded) param that names it. */
export function firstDataWanted(url: string): { need: PageDataNeed; param: string }[] {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const page = matchPage(pathname);
  return (page?.route.firstData ?? []).flatMap((need) => {
    if (need === 'reservation-types') return [];
    const param = page ? FIRST_DATA_LOADERS[need].param(page.params, searchParams, page.route) : null;
    return param ? [{ need, param: decoded(param) }] : [];
  });
}

/**
 * What the page at `url` (a path with its query) shows from the API, loaded before the server
 * renders it: the booking page's type (and the slots of its `?date=`) and an article with its
 * related ones. What cannot be loaded is left out; the browser loads it as it always did.
 */
export async function loadFirstData(url: string, container: Container): Promise<FirstData> {
  const { searchParams } = new URL(url, 'http://page');
  const loaded = await Promise.all(
    firstDataWanted(url).map(async ({ need, param }) => {
      const loader = FIRST_DATA_LOADERS[need];
      const [value, extra] = await Promise.all([
        loader.load(param, container, searchParams).catch(() => undefined),
        loader.forQuery?.(param, searchParams, container).catch(() => ({})) ?? {},
      ]);
      return value === undefined ? {} : { [loader.key(param)]: value, ...extra };
    }),
  );
  return Object.assign({}, ...loaded) as FirstData;
}

/** A path segment as the router's params give it to the page: percent-decoded. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
