import type { FastifyInstance } from 'fastify';
import {
  BOOKING_MESSAGES, bookingFiltersError, parseCancelReason, type BookingFilters, type BookingStatus,
} from '../../src/core/domain/admin-booking';
import { toBusinessWallClock } from '../../src/core/domain/business-time';
import type { ServerDependencies } from '../server-dependencies';
import { requireAdmin } from '../auth/current-user';
import { badRequest, conflict, notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { findBookings } from './booking-query';
import { bookingsCsv } from './bookings-csv';

type FilterQuery = { Querystring: Record<string, unknown> };

/** The admin's view of every reservation: the filtered table, its CSV, and cancellation. */
export async function bookingsRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const admin = { preHandler: requireAdmin };
  const today = () => toBusinessWallClock(deps.clock.now()).date;

  app.get<FilterQuery>('/api/reservations', admin, async (request) => {
    return { success: true, data: await findBookings(deps.db, parseFilters(request.query), today()), message: '' };
  });

  app.get<FilterQuery>('/api/reservations/export.csv', admin, async (request, reply) => {
    const bookings = await findBookings(deps.db, parseFilters(request.query), today());
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="reservations-${today()}.csv"`)
      .header('cache-control', 'no-store');
    return bookingsCsv(bookings);
  });

  app.post<{ Params: { id: string } }>('/api/reservations/:id/cancel', admin, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.notFound);
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const reason = parseCancelReason(body.reason);
    if (!reason.ok) throw badRequest(reason.message);
    const now = deps.clock.now();
    // The status test in the WHERE clause makes a second, concurrent cancel (or a payment confirming meanwhile) lose cleanly.
    const updated = await deps.db
      .updateTable('reservations')
      .set({ status: 'cancelled', cancel_reason: reason.value, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'confirmed'])
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await deps.db.selectFrom('reservations').select('id').where('id', '=', id).executeTakeFirst();
      throw exists ? conflict(BOOKING_MESSAGES.notCancellable) : notFound(BOOKING_MESSAGES.notFound);
    }
    return { success: true, message: BOOKING_MESSAGES.cancelled };
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
