import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from './server-dependencies';
import { reservationTypesRoutes } from './reservation-types/reservation-types-routes';
import { categoryRoutes } from './categories/category-routes';
import { postWriteRoutes } from './posts/post-write-routes';

export type RouteModule = (app: FastifyInstance, deps: ServerDependencies) => Promise<void>;

/** Every resource's routes; each capability adds its module here. */
export const routeModules: RouteModule[] = [
  reservationTypesRoutes,
  categoryRoutes,
  postWriteRoutes,
];
