import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { bookingCalendarFile } from '../../../../src/core/domain/booking-calendar-file';
import { googleCalendarLink } from '../../../../src/core/domain/google-calendar-link';
import type { BookingRouteDeps } from './booking-route-deps';
import type { BookingUseCases } from '../use-cases/booking-use-cases';
import { requireUser } from '../../../http/session-guards';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import { answering } from '../../../http/answering';

/**
 * A confirmed booking's calendar file, and Google Calendar's "add event" page filled in with it
 * (the link is the customer's to keep in a calendar); which booking may have one is ReadCalendarBooking's rule.
 */
export function calendarFileRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance, deps: BookingRouteDeps): Promise<void> => {
    const host = new URL(deps.config.publicUrl).hostname;
    const guard = { preHandler: requireUser };
    const ownCalendarBooking = (userId: string, reservationId: string) => {
      if (!isUuid(reservationId)) throw notFound(M.reservationNotFound);
      return answering(() => useCases.readCalendarBooking.execute({ userId, reservationId }));
    };

    app.get<{ Params: { id: string } }>(bookingApi.calendarFile.path, guard, async (request, reply) => {
      const booking = await ownCalendarBooking(request.user!.id, request.params.id);
      const file = bookingCalendarFile(booking, { host, now: deps.clock.now(), profile: await deps.siteProfile.current() });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="reservation-${booking.date}-${booking.time.replace(':', '')}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(file);
    });

    app.get<{ Params: { id: string } }>(bookingApi.googleCalendar.path, guard, async (request, reply) => {
      const booking = await ownCalendarBooking(request.user!.id, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .redirect(googleCalendarLink(booking, await deps.siteProfile.current()), 303);
    });
  };
}
