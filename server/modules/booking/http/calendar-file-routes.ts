import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { bookingCalendarFile } from '../../../../src/core/domain/booking-calendar-file';
import type { BookingRouteDeps } from './booking-route-deps';
import { requireUser } from '../../../http/session-guards';
import { forbidden, notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES as M } from '../booking-messages';

/** A confirmed booking's calendar file, for its own customer only; anyone else learns nothing of it. */
export async function calendarFileRoutes(app: FastifyInstance, deps: BookingRouteDeps): Promise<void> {
  const host = new URL(deps.config.publicUrl).hostname;

  app.get<{ Params: { id: string } }>(bookingApi.calendarFile.path, { preHandler: requireUser }, async (request, reply) => {
    const { id } = request.params;
    const reservation = isUuid(id) ? await deps.booking.store.findReservation(id) : null;
    if (!reservation || reservation.userId !== request.user!.id) throw notFound(M.reservationNotFound);
    if (reservation.status !== 'confirmed') throw forbidden(M.calendarOnlyConfirmed);
    const file = bookingCalendarFile(
      { reservationId: reservation.id, typeTitle: reservation.typeTitle, date: reservation.date, time: reservation.time },
      { host, now: deps.clock.now() },
    );
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="reservation-${reservation.date}-${reservation.time.replace(':', '')}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(file);
  });
}
