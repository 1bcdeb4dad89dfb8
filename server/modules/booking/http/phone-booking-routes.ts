import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { PHONE_BOOKING_MESSAGES } from '../../../../src/core/domain/phone-booking';
import { notFound } from '../../../http/api-error';
import { bodyOf, queryOf } from '../../../http/contract-input';
import { isUuid } from '../../../http/ids';
import { requireAdmin } from '../../../http/session-guards';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { BookingUseCases } from '../use-cases/booking-use-cases';
import { answering } from '../../../http/answering';

/** The consultant's booking for a customer who phoned, and the search for that customer among the accounts. */
export function phoneBookingRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(bookingApi.findCustomers.path, { preHandler: requireAdmin }, async (request, reply) => {
      const folded = queryOf(bookingApi.findCustomers, request.query);
      const customers = await useCases.findCallers.execute(folded);
      return reply.headers({ 'cache-control': 'private, no-store' }).send({ success: true, customers });
    });

    app.post(bookingApi.bookForCaller.path, { preHandler: requireAdmin }, async (request, reply) => {
      const booking = bodyOf(bookingApi.bookForCaller, request.body);
      if ('userId' in booking.customer && !isUuid(booking.customer.userId)) throw notFound(PHONE_BOOKING_MESSAGES.customerNotFound);
      if (!isUuid(booking.reservationTypeId)) throw notFound(M.typeNotFound);
      const { reservationId } = await answering(() => useCases.bookForCaller.execute({ ...booking, consultantId: request.user!.id }));
      return reply.status(201).send({ success: true, message: PHONE_BOOKING_MESSAGES.booked, reservation: { _id: reservationId } });
    });
  };
}
