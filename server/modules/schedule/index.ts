import type { FastifyInstance } from 'fastify';
import type { DataVersions } from '../../http/data-versions';
import { keptAnswersOn } from '../../http/json-read-cache';
import type { Clock } from '../../ports/clock';
import { availabilityRoutes } from './http/availability-routes';
import { bookingsRoutes } from './http/bookings-routes';
import { offeredTypeRoutes } from './http/offered-type-routes';
import { slotRoutes } from './http/slot-routes';
import { typeAdminRoutes } from './http/type-admin-routes';
import type { SchedulePorts } from './ports/schedule-ports';
import { scheduleUseCases } from './use-cases/schedule-use-cases';

/**
 * The schedule module's public entry: the reservation types customers choose from, and the
 * consultant's types, their slots (one by one or by a weekly template) and the table of every
 * booking with its CSV. Other modules and the composition root reach it only through here.
 */
export type { SchedulePorts } from './ports/schedule-ports';
export type { ReservationTypeStore } from './ports/reservation-type-store';
export type { SlotStore } from './ports/slot-store';
export type { BookingListReads } from './ports/booking-list-reads';
export type { NoShowMarks } from './ports/no-show-marks';
export type { OfferedTypeReads } from './ports/offered-type-reads';
export type { ScheduleUseCases } from './use-cases/schedule-use-cases';
export { scheduleUseCases };

/** What the module's routes are given (a part of the server's dependencies). */
export interface ScheduleDeps {
  schedule: SchedulePorts;
  clock: Clock;
  dataVersions: DataVersions;
}

/** Every route of the module: the public types, and the admin's types, slots and bookings. */
export async function scheduleModuleRoutes(app: FastifyInstance, deps: ScheduleDeps): Promise<void> {
  const useCases = scheduleUseCases(deps.schedule, deps.clock);
  await offeredTypeRoutes(useCases)(app, keptAnswersOn(deps.dataVersions, deps.clock));
  await typeAdminRoutes(useCases)(app);
  await slotRoutes(useCases)(app);
  await availabilityRoutes(useCases)(app);
  await bookingsRoutes(useCases)(app);
}
