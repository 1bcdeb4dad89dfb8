import type { FastifyInstance } from 'fastify';
import { bookingApi, isAuthority } from '../../../../src/core/contracts/api/booking-api';
import { requireUser } from '../../../http/session-guards';
import { notFound } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { BookingUseCases } from '../use-cases/booking-use-cases';
import { answering } from '../../../http/answering';

/** The customer's side of paying: go to the bank, come back and be checked, find a payment by its authority. */
export function paymentRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(bookingApi.initiatePayment.path, { preHandler: requireUser }, async (request) => {
      const { reservationId } = bodyOf(bookingApi.initiatePayment, request.body);
      const { paymentUrl } = await answering(() => useCases.initiatePayment.execute({ user: request.user!, reservationId }));
      return { success: true, paymentUrl };
    });

    app.post(bookingApi.verifyPayment.path, { preHandler: requireUser }, async (request, reply) => {
      const { Authority: authority, Status: status, reservationId } = bodyOf(bookingApi.verifyPayment, request.body);
      const result = await answering(() => useCases.verifyPayment.execute({ userId: request.user!.id, authority, status, reservationId }));
      if (result.state === 'checking') return reply.status(202).send({ success: true, state: 'checking', message: M.checking });
      return { success: true, state: 'paid', refId: result.refId, message: M.verified };
    });

    // The callback page lost its stored reservation id (another tab, cleared storage): the server knows the authority.
    app.get<{ Params: { authority: string } }>(
      bookingApi.reservationOfAuthority.path,
      { preHandler: requireUser },
      async (request, reply) => {
        const { authority } = request.params;
        const found = isAuthority(authority)
          ? await useCases.findPaymentReservation.execute({ authority, userId: request.user!.id })
          : null;
        if (!found) throw notFound(M.paymentNotFound);
        reply.header('cache-control', 'private, no-store');
        return { success: true, ...found };
      },
    );
  };
}
