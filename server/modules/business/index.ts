import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import { businessRoutes } from './http/business-routes';
import type { BusinessPorts } from './ports/business-ports';
import { businessUseCases } from './use-cases/business-use-cases';
import { ReadAgenda } from './use-cases/read-agenda';
import { ReadBusinessSummary } from './use-cases/read-business-summary';

/**
 * The business module's public entry: the consultant's view of the practice (agenda, weekly
 * and by-type bookings and revenue, slot fill, open money), read with the bookings CSV's query;
 * the agenda also shows the empty slots the consultant's own calendars block.
 */
export type { BusinessPorts } from './ports/business-ports';
export type { BusinessReads } from './ports/business-reads';
export type { BlockedSlotReads } from './ports/blocked-slot-reads';
export { businessUseCases, ReadAgenda, ReadBusinessSummary };

/** What the module uses of the server's dependencies. */
export interface BusinessDeps {
  business: BusinessPorts;
  clock: Clock;
}

export async function businessModuleRoutes(app: FastifyInstance, deps: BusinessDeps): Promise<void> {
  const { readSummary, readAgenda } = businessUseCases(deps.business, deps.clock);
  await businessRoutes(readSummary, readAgenda)(app);
}
