import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { BOOKING_NOTICE_MESSAGES } from '../../../../src/core/domain/booking-notice';
import { requireAdmin, requireUser } from '../../../http/session-guards';
import { notFound } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES, CUSTOMER_CHANGE_MESSAGES as M } from '../booking-messages';
import type { BookingUseCases } from '../use-cases/booking-use-cases';
import { answering } from '../../../http/answering';

/** The customer's own cancel and move of a confirmed booking, the consultant's notice for them, and the minimum notice for booking. */
export function customerChangeRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const settings = useCases.noticeSettings;
    const reservationId = (id: string) => {
      if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.reservationNotFound);
      return id;
    };

    app.post<{ Params: { id: string } }>(bookingApi.cancelMine.path, { preHandler: requireUser }, async (request) => {
      const id = reservationId(request.params.id);
      const { money } = await answering(() => useCases.cancelByCustomer.execute({ userId: request.user!.id, reservationId: id }));
      return { success: true, message: M.cancelled[money], money };
    });

    app.post<{ Params: { id: string } }>(bookingApi.moveMine.path, { preHandler: requireUser }, async (request) => {
      const id = reservationId(request.params.id);
      const { date, timeSlot } = bodyOf(bookingApi.moveMine, request.body);
      const { message } = await answering(() =>
        useCases.moveBooking.execute({ userId: request.user!.id, reservationId: id, date, timeSlot }),
      );
      return { success: true, message };
    });

    app.get(bookingApi.changeNotice.path, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, hours: await settings.changeNoticeHours() };
    });

    app.put(bookingApi.setChangeNotice.path, { preHandler: requireAdmin }, async (request) => {
      const { hours } = bodyOf(bookingApi.setChangeNotice, request.body);
      await settings.setChangeNoticeHours(hours);
      return { success: true, message: M.noticeSaved, hours };
    });

    app.get(bookingApi.bookingNotice.path, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, minutes: await settings.bookingNoticeMinutes() };
    });

    app.put(bookingApi.setBookingNotice.path, { preHandler: requireAdmin }, async (request) => {
      const { minutes } = bodyOf(bookingApi.setBookingNotice, request.body);
      await settings.setBookingNoticeMinutes(minutes);
      return { success: true, message: BOOKING_NOTICE_MESSAGES.saved, minutes };
    });
  };
}
