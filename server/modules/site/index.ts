import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import type { DataVersions } from '../../http/data-versions';
import { siteRoutes } from './http/site-routes';
import { domainCheckRoutes } from './http/domain-check-routes';
import type { SitePorts } from './ports/site-ports';
import { siteUseCases } from './use-cases/site-use-cases';
import { ReadPublishedProfile } from './use-cases/read-published-profile';
import { keptAnswersOn } from '../../http/json-read-cache';

/**
 * The site module's public entry: who the practice belongs to (the profile every page and
 * message shows), the consultant's settings form behind it, and the log of its changes.
 */
export type { SitePorts } from './ports/site-ports';
export type { SiteStore, SiteProfileChangeInput } from './ports/site-store';
export { siteUseCases, type SiteUseCases, MAX_LISTED_CHANGES } from './use-cases/site-use-cases';

/** What the module uses of the server's dependencies. */
export interface SiteDeps {
  site: SitePorts;
  siteProfile: SiteProfileSource;
  dataVersions: DataVersions;
  clock: Clock;
}

export async function siteModuleRoutes(app: FastifyInstance, deps: SiteDeps): Promise<void> {
  const published = new ReadPublishedProfile(deps.siteProfile);
  await siteRoutes(siteUseCases(deps.site, deps.clock), published)(app, keptAnswersOn(deps.dataVersions, deps.clock));
  await domainCheckRoutes(published)(app);
}
