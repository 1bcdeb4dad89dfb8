import { matchPath } from 'react-router-dom';
import type { Container } from 'inversify';
import type { ReservationTypeRepository } from '../../core/ports/reservation-type-repository';
import type { ReservationRepository } from '../../core/ports/reservation-repository';
import type { LoadArticle } from '../../core/use-cases/load-article';
import { LoadPostForEdit } from '../../core/use-cases/load-post-for-edit';
import type { AdminPostRepository } from '../../core/ports/admin-post-repository';
import type { CategoryRepository } from '../../core/ports/category-repository';
import { TOKENS } from '../../core/ports/tokens';
import { FIRST_DATA, type FirstData } from './first-data-context';

/** A page that shows something from the API at once: its paths (src/ui/routes.tsx has them too), its key and its read. */
interface FirstDataLoader {
  paths: string[];
  key: (param: string) => string;
  load: (param: string, container: Container) => Promise<unknown>;
  /** what the address's query adds to the page, e.g. the booking page's chosen day */
  forQuery?: (param: string, query: URLSearchParams, container: Container) => Promise<FirstData>;
  /** the param when the page names it in its query instead, e.g. /dashboard?tab=updatePost/{id} */
  queryParam?: (pathname: string, query: URLSearchParams) => string | null;
}

const EDIT_POST_TAB = /^updatePost\/(.+)$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const LOADERS: FirstDataLoader[] = [
  {
    paths: ['/reservation/:param'],
    key: FIRST_DATA.reservationType,
    load: (id, container) => container.get<ReservationTypeRepository>(TOKENS.ReservationTypeRepository).get(id),
    forQuery: async (id, query, container) => {
      const date = query.get('date');
      if (!date || !DAY.test(date)) return {};
      const reservations = await container.get<ReservationRepository>(TOKENS.ReservationRepository).byDate(date, id);
      return { [FIRST_DATA.availability(id, date)]: reservations };
    },
  },
  {
    paths: ['/post/:param', '/media/:param'],
    key: FIRST_DATA.article,
    load: (slug, container) => container.get<LoadArticle>(TOKENS.LoadArticle).execute(slug),
  },
  {
    paths: ['/dashboard/updatePost/:param'],
    queryParam: (pathname, query) => (/^\/dashboard\/?$/i.test(pathname) ? EDIT_POST_TAB.exec(query.get('tab') ?? '')?.[1] ?? null : null),
    key: FIRST_DATA.postForEdit,
    // an article that could not be read is left for the browser to read (and to say why)
    load: async (postId, container) => {
      const read = new LoadPostForEdit(container.get<AdminPostRepository>(TOKENS.AdminPostRepository), container.get<CategoryRepository>(TOKENS.CategoryRepository));
      const form = await read.execute(postId);
      return form.post ? form : undefined;
    },
  },
];

/**
 * What the page at `url` (a path with its query) shows from the API, loaded before the server
 * renders it: the booking page's type (and the slots of its `?date=`) and an article with its
 * related ones. What cannot be loaded is left out; the browser loads it as it always did.
 */
export async function loadFirstData(url: string, container: Container): Promise<FirstData> {
  const { pathname, searchParams } = new URL(url, 'http://page');
  for (const loader of LOADERS) {
    const param = loader.paths.map((path) => matchPath({ path, caseSensitive: false }, pathname)?.params.param).find(Boolean) ?? loader.queryParam?.(pathname, searchParams);
    if (!param) continue;
    const value = decoded(param);
    const [loaded, extra] = await Promise.all([
      loader.load(value, container).catch(() => undefined),
      loader.forQuery?.(value, searchParams, container).catch(() => ({})) ?? {},
    ]);
    return loaded === undefined ? {} : { [loader.key(value)]: loaded, ...extra };
  }
  return {};
}

/** A path segment as the router's params give it to the page: percent-decoded. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
