import type { FastifyInstance } from 'fastify';
import type { DataVersions } from '../../http/data-versions';
import { keptAnswersOn } from '../../http/json-read-cache';
import type { Clock } from '../../ports/clock';
import { pageTextRoutes } from './http/page-text-routes';
import type { PageTextPorts } from './ports/page-texts-ports';
import { pageTextUseCases } from './use-cases/page-text-use-cases';

/**
 * The page-texts module's public entry: the consultant's prose on the public pages (the home
 * hero and services, /audit, /educational, /about-me, /terms, /privacy and their paragraph on
 * /refund-policy), each slot kept as versions that are only added, to look at and restore.
 */
export type { PageTextPorts } from './ports/page-texts-ports';
export type { PageTextStore, RefundRuleReads, PageTextAuthor } from './ports/page-text-store';
export { pageTextUseCases, type PageTextUseCases } from './use-cases/page-text-use-cases';
export { BANK_REVERSE_MINUTES } from './use-cases/read-page-texts';

/** What the module uses of the server's dependencies. */
export interface PageTextDeps {
  pageTexts: PageTextPorts;
  dataVersions: DataVersions;
  clock: Clock;
}

export async function pageTextModuleRoutes(app: FastifyInstance, deps: PageTextDeps): Promise<void> {
  await pageTextRoutes(pageTextUseCases(deps.pageTexts), keptAnswersOn(deps.dataVersions, deps.clock))(app);
}
