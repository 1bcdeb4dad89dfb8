import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from './server-dependencies';
import { reservationTypesRoutes } from './reservation-types/reservation-types-routes';
import { authRoutes } from './auth/auth-routes';
import { usersRoutes } from './users/users-routes';

export type RouteModule = (app: FastifyInstance, deps: ServerDependencies) => Promise<void>;

/** Every resource's routes; each capability adds its module here. */
export const routeModules: RouteModule[] = [
  reservationTypesRoutes,
  authRoutes,
  usersRoutes,
];
