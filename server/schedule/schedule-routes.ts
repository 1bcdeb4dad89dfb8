import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { reservationTypeAdminRoutes } from './reservation-type-admin-routes';
import { slotRoutes } from './slot-routes';
import { bookingsRoutes } from './bookings-routes';

/** The consultant's schedule, admin only: reservation types, their slots, and every booking. */
export async function scheduleRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  await reservationTypeAdminRoutes(app, deps);
  await slotRoutes(app, deps);
  await bookingsRoutes(app, deps);
}
