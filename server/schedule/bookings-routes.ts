import type { FastifyInstance } from 'fastify';
import {
  BOOKING_MESSAGES, BOOKINGS_TABLE_LIMIT, bookingFiltersError, type BookingFilters, type BookingStatus,
} from '../../src/core/domain/admin-booking';
import { toBusinessWallClock } from '../../src/core/domain/business-time';
import type { ServerDependencies } from '../server-dependencies';
import { requireAdmin } from '../auth/current-user';
import { badRequest } from '../http/api-error';
import { isUuid } from '../http/ids';
import { findBookings } from './booking-query';
import { bookingsCsv, CSV_ROWS_LIMIT } from './bookings-csv';

type FilterQuery = { Querystring: Record<string, unknown> };

/** The admin's view of every reservation: the filtered table and its CSV (cancelling is the booking module's). */
export async function bookingsRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const admin = { preHandler: requireAdmin };
  const today = () => toBusinessWallClock(deps.clock.now()).date;

  app.get<FilterQuery>('/api/reservations', admin, async (request) => {
    return { success: true, data: await findBookings(deps.db, parseFilters(request.query), today(), BOOKINGS_TABLE_LIMIT), message: '' };
  });

  app.get<FilterQuery>('/api/reservations/export.csv', admin, async (request, reply) => {
    const bookings = await findBookings(deps.db, parseFilters(request.query), today(), CSV_ROWS_LIMIT);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="reservations-${today()}.csv"`)
      .header('cache-control', 'no-store');
    return bookingsCsv(bookings);
  });
}

/** Empty query values mean "any"; anything malformed is refused in Persian. */
function parseFilters(query: Record<string, unknown>): BookingFilters {
  const value = (key: string) => (query[key] === '' ? undefined : query[key]);
  const raw = { from: value('from'), to: value('to'), typeId: value('typeId'), status: value('status') };
  const error = bookingFiltersError(raw);
  if (error) throw badRequest(error);
  if (raw.typeId !== undefined && !isUuid(raw.typeId)) throw badRequest(BOOKING_MESSAGES.invalidType);
  return {
    from: raw.from as string | undefined,
    to: raw.to as string | undefined,
    typeId: raw.typeId as string | undefined,
    status: raw.status as BookingStatus | undefined,
  };
}
