import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from './server-dependencies';
import { reservationTypesRoutes } from './reservation-types/reservation-types-routes';
import { reservationsRoutes } from './reservations/reservations-routes';
import { healthRoutes } from './http/health-routes';
import { scheduleRoutes } from './schedule/schedule-routes';

export type RouteModule = (app: FastifyInstance, deps: ServerDependencies) => Promise<void>;

/** Every resource's routes; each capability adds its module here. */
export const routeModules: RouteModule[] = [
  reservationTypesRoutes,
  reservationsRoutes,
  healthRoutes,
  scheduleRoutes,
];
