import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from './server-dependencies';
import { reservationTypesRoutes } from './reservation-types/reservation-types-routes';
import { authRoutes } from './auth/auth-routes';
import { usersRoutes } from './users/users-routes';
import { healthRoutes } from './http/health-routes';
import { postReadRoutes } from './posts/post-read-routes';
import { feedRoutes } from './posts/feed-routes';
import { categoryRoutes } from './categories/category-routes';
import { postWriteRoutes } from './posts/post-write-routes';
import { scheduleRoutes } from './schedule/schedule-routes';
import { bookingModuleRoutes } from './modules/booking';

export type RouteModule = (app: FastifyInstance, deps: ServerDependencies) => Promise<void>;

/** Every resource's routes; each capability adds its module here. */
export const routeModules: RouteModule[] = [
  reservationTypesRoutes,
  bookingModuleRoutes,
  authRoutes,
  usersRoutes,
  healthRoutes,
  postReadRoutes,
  feedRoutes,
  categoryRoutes,
  postWriteRoutes,
  scheduleRoutes,
];
