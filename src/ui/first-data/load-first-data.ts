import { matchPath } from 'react-router-dom';
import type { Container } from 'inversify';
import type { ReservationTypeRepository } from '../../core/ports/reservation-type-repository';
import type { LoadArticle } from '../../core/use-cases/load-article';
import { TOKENS } from '../../core/ports/tokens';
import { FIRST_DATA, type FirstData } from './first-data-context';

/** A page that shows something from the API at once: its paths (src/ui/routes.tsx has them too), its key and its read. */
interface FirstDataLoader {
  paths: string[];
  key: (param: string) => string;
  load: (param: string, container: Container) => Promise<unknown>;
}

const LOADERS: FirstDataLoader[] = [
  {
    paths: ['/reservation/:param'],
    key: FIRST_DATA.reservationType,
    load: (id, container) => container.get<ReservationTypeRepository>(TOKENS.ReservationTypeRepository).get(id),
  },
  {
    paths: ['/post/:param', '/media/:param'],
    key: FIRST_DATA.article,
    load: (slug, container) => container.get<LoadArticle>(TOKENS.LoadArticle).execute(slug),
  },
];

/**
 * What the page at `pathname` shows from the API, loaded before the server renders it: the
 * booking page's type and an article with its related ones. What cannot be loaded is left out;
 * the browser loads it as it always did.
 */
export async function loadFirstData(pathname: string, container: Container): Promise<FirstData> {
  for (const loader of LOADERS) {
    const param = loader.paths.map((path) => matchPath({ path, caseSensitive: false }, pathname)?.params.param).find(Boolean);
    if (!param) continue;
    const value = decoded(param);
    const loaded = await loader.load(value, container).catch(() => undefined);
    return loaded === undefined ? {} : { [loader.key(value)]: loaded };
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
