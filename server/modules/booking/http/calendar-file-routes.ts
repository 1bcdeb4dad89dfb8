import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { bookingCalendarFile } from '../../../../src/core/domain/booking-calendar-file';
import type { CalendarBooking } from '../../../../src/core/domain/booking-calendar-event';
import { calendarLocationOf } from '../../../../src/core/domain/customer-session';
import { googleCalendarLink } from '../../../../src/core/domain/google-calendar-link';
import type { BookingRouteDeps } from './booking-route-deps';
import { requireUser } from '../../../http/session-guards';
import { forbidden, notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES as M } from '../booking-messages';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The customer's own confirmed booking as a calendar reads it, placed at its meeting link or
 * office; anyone else learns nothing of it. The link is the customer's to keep in a calendar.
 */
async function ownCalendarBooking(request: IdRequest, deps: BookingRouteDeps): Promise<CalendarBooking> {
  const { id } = request.params;
  const reservation = isUuid(id) ? await deps.booking.store.findReservation(id) : null;
  if (!reservation || reservation.userId !== request.user!.id) throw notFound(M.reservationNotFound);
  if (reservation.status !== 'confirmed') throw forbidden(M.calendarOnlyConfirmed);
  const place = await deps.booking.reads.sessionPlace(reservation.reservationTypeId);
  return { reservationId: reservation.id, typeTitle: reservation.typeTitle, date: reservation.date, time: reservation.time, location: calendarLocationOf(place) };
}

/** A confirmed booking's calendar file, and Google Calendar's "add event" page filled in with it. */
export async function calendarFileRoutes(app: FastifyInstance, deps: BookingRouteDeps): Promise<void> {
  const host = new URL(deps.config.publicUrl).hostname;
  const guard = { preHandler: requireUser };

  app.get<{ Params: { id: string } }>(bookingApi.calendarFile.path, guard, async (request, reply) => {
    const booking = await ownCalendarBooking(request, deps);
    const file = bookingCalendarFile(booking, { host, now: deps.clock.now(), profile: await deps.siteProfile.current() });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="reservation-${booking.date}-${booking.time.replace(':', '')}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(file);
  });

  app.get<{ Params: { id: string } }>(bookingApi.googleCalendar.path, guard, async (request, reply) => {
    const booking = await ownCalendarBooking(request, deps);
    return reply.header('cache-control', 'private, no-store').redirect(googleCalendarLink(booking, await deps.siteProfile.current()), 303);
  });
}
