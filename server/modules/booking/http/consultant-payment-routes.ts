import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { requireAdmin } from '../../../http/session-guards';
import { notFound } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import { isUuid } from '../../../http/ids';
import { REFUND_MESSAGES as M } from '../booking-messages';
import type { BookingUseCases } from '../use-cases/booking-use-cases';
import { answering } from '../../../http/answering';

/** The consultant's side of the money: a booking's payment history, refunds owed, reverse, mark refunded, cancel. */
export function consultantPaymentRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    const noStore = { 'cache-control': 'private, no-store' };

    app.get<{ Params: { id: string } }>(bookingApi.paymentHistory.path, admin, async (request, reply) => {
      const { id } = request.params;
      const history = isUuid(id) ? await useCases.readPaymentHistory.execute(id) : null;
      if (!history) throw notFound(M.notFound);
      return reply.headers(noStore).send({ success: true, ...history });
    });

    app.get(bookingApi.refundsOwed.path, admin, async (_request, reply) => {
      const { refunds, gatewayProblems } = await useCases.listRefundsOwed.execute();
      return reply.headers(noStore).send({ success: true, refunds, gatewayProblems });
    });

    app.post<{ Params: { id: string } }>(bookingApi.reversePayment.path, admin, async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(M.paymentNotFound);
      await answering(() => useCases.reversePayment.execute({ consultantId: request.user!.id, paymentId: id }));
      return { success: true, message: M.reversed };
    });

    app.post<{ Params: { id: string } }>(bookingApi.markRefunded.path, admin, async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(M.paymentNotFound);
      const { note } = bodyOf(bookingApi.markRefunded, request.body);
      await answering(() => useCases.markRefunded.execute({ consultantId: request.user!.id, paymentId: id, note }));
      return { success: true, message: M.markedRefunded };
    });

    app.post<{ Params: { id: string } }>(bookingApi.cancelReservation.path, admin, async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(M.notFound);
      const { reason } = bodyOf(bookingApi.cancelReservation, request.body);
      const { refundOwed } = await answering(() =>
        useCases.cancelByConsultant.execute({ consultantId: request.user!.id, reservationId: id, reason }),
      );
      return { success: true, message: refundOwed ? M.cancelledPaid : M.cancelled, refundOwed };
    });
  };
}
