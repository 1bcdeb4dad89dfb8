import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import { businessRoutes } from './http/business-routes';
import type { BusinessPorts } from './ports/business-ports';
import { ReadAgenda } from './use-cases/read-agenda';
import { ReadBusinessSummary } from './use-cases/read-business-summary';

/**
 * The business module's public entry: the consultant's view of the practice (agenda, weekly
 * and by-type bookings and revenue, slot fill, open money), read with the bookings CSV's query.
 */
export type { BusinessPorts } from './ports/business-ports';
export type { BusinessReads } from './ports/business-reads';
export { ReadAgenda, ReadBusinessSummary };

/** What the module uses of the server's dependencies. */
export interface BusinessDeps {
  business: BusinessPorts;
  clock: Clock;
}

export async function businessModuleRoutes(app: FastifyInstance, deps: BusinessDeps): Promise<void> {
  await businessRoutes(new ReadBusinessSummary(deps.business.reads, deps.clock), new ReadAgenda(deps.business.reads))(app);
}
