import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import { daysOffRoutes } from './http/days-off-routes';
import type { DaysOffPorts } from './ports/days-off-ports';
import { daysOffUseCases } from './use-cases/days-off-use-cases';

/**
 * The days-off module's public entry: times the consultant closes for every type (a day, a
 * range, or some hours), and the official holidays offered to close. What it closes, the
 * schedule's offers and the booking's checks leave out through `server/db/closed-time.ts`.
 */
export type { DaysOffPorts } from './ports/days-off-ports';
export type { DaysOffStore } from './ports/days-off-store';
export { daysOffUseCases, type DaysOffUseCases } from './use-cases/days-off-use-cases';
export { OFFICIAL_HOLIDAYS } from './holidays/official-holidays';

/** What the module uses of the server's dependencies. */
export interface DaysOffDeps {
  daysOff: DaysOffPorts;
  clock: Clock;
}

export async function daysOffModuleRoutes(app: FastifyInstance, deps: DaysOffDeps): Promise<void> {
  await daysOffRoutes(daysOffUseCases(deps.daysOff, deps.clock))(app);
}
