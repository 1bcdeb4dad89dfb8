import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import type { CalendarEntries } from '../use-cases/calendar-entries';
import { requireUser } from '../../../http/session-guards';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import { answering } from '../../../http/answering';

/**
 * A confirmed booking's calendar file, and Google Calendar's "add event" page filled in with it
 * (the link is the customer's to keep in a calendar); which booking may have one is ReadCalendarBooking's rule.
 */
export function calendarFileRoutes(calendar: CalendarEntries) {
  return async (app: FastifyInstance): Promise<void> => {
    const guard = { preHandler: requireUser };
    const asked = (userId: string, reservationId: string) => {
      if (!isUuid(reservationId)) throw notFound(M.reservationNotFound);
      return { userId, reservationId };
    };

    app.get<{ Params: { id: string } }>(bookingApi.calendarFile.path, guard, async (request, reply) => {
      const { booking, file } = await answering(() => calendar.file(asked(request.user!.id, request.params.id)));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="reservation-${booking.date}-${booking.time.replace(':', '')}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(file);
    });

    app.get<{ Params: { id: string } }>(bookingApi.googleCalendar.path, guard, async (request, reply) => {
      const link = await answering(() => calendar.googleLink(asked(request.user!.id, request.params.id)));
      return reply.header('cache-control', 'private, no-store').redirect(link, 303);
    });
  };
}
