import type { FastifyInstance } from 'fastify';
import { matchPage } from '../../../../src/core/contracts/pages/match-page';
import type { SiteSetUp } from '../use-cases/site-set-up';
import { SETUP_PENDING_PAGE } from './setup-pending-page';

/** A visitor may come back within the hour: set-up takes minutes. */
const RETRY_AFTER_SECONDS = 3600;

/**
 * Until a production site has its admin, every page of the site answers the set-up pending page
 * with 503 and Retry-After: a crawler or monitor learns the site is not up yet and comes back,
 * instead of indexing a placeholder as the site's content (and the page says noindex besides).
 * The pages outside the site's layout (set-up, sign-in, password reset) stay open, as does
 * every address that is no page and has a route of its own: the API (/api/health too),
 * uploads, the built files, robots.txt and the feeds.
 * Only on a live site (`live`: production without demo content); elsewhere nothing changes.
 */
export function installSetupPending(app: FastifyInstance, siteSetUp: SiteSetUp, live: boolean): void {
  if (!live) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) return;
    const page = matchPage(decodeSafe(pathname));
    // the account pages stay open; an address that is no page is one when the app shell answers it (no route of its own: not the built files or feeds)
    if (page ? page.route.layout === 'bare' : request.routeOptions.url !== undefined) return;
    if (await siteSetUp.isDone()) return;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(SETUP_PENDING_PAGE);
  });
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
