import { matchPath } from 'react-router-dom';
import type { Container } from 'inversify';
import type { ReservationTypeRepository } from '../../core/ports/reservation-type-repository';
import type { LoadArticle } from '../../core/use-cases/load-article';
import { TOKENS } from '../../core/ports/tokens';
import { FIRST_DATA, type FirstData } from './first-data-context';

/**
 * What the page at `pathname` shows from the API, loaded before the server renders it: the
 * booking page's type and an article with its related ones (src/ui/routes.tsx has the same
 * paths). What cannot be loaded is left out; the browser loads it as it always did.
 */
export async function loadFirstData(pathname: string, container: Container): Promise<FirstData> {
  const booking = matchPath({ path: '/reservation/:id', caseSensitive: false }, pathname);
  if (booking?.params.id) {
    const id = decoded(booking.params.id);
    const type = await container
      .get<ReservationTypeRepository>(TOKENS.ReservationTypeRepository)
      .get(id)
      .catch(() => undefined);
    return type ? { [FIRST_DATA.reservationType(id)]: type } : {};
  }
  const article = matchPath({ path: '/post/:postSlug', caseSensitive: false }, pathname) ?? matchPath({ path: '/media/:postSlug', caseSensitive: false }, pathname);
  if (article?.params.postSlug) {
    const slug = decoded(article.params.postSlug);
    const loaded = await container
      .get<LoadArticle>(TOKENS.LoadArticle)
      .execute(slug)
      .catch(() => undefined);
    return loaded ? { [FIRST_DATA.article(slug)]: loaded } : {};
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
