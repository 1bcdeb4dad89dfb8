import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { isReceiptPaymentStatus, type Receipt } from '../../../../src/core/domain/receipt';
import type { BookingRouteDeps } from './booking-route-deps';
import { requireUser } from '../../../http/session-guards';
import { conflict, notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES as M } from '../booking-messages';

/**
 * A paid booking's receipt, for its own customer only: anyone else's id answers exactly as an
 * unknown one does. A booking no bank paid (a free one included) has no receipt and says so.
 */
export async function receiptRoutes(app: FastifyInstance, deps: BookingRouteDeps): Promise<void> {
  app.get<{ Params: { id: string } }>(bookingApi.receipt.path, { preHandler: requireUser }, async (request, reply) => {
    const { id } = request.params;
    const facts = isUuid(id) ? await deps.booking.reads.receiptFacts(id) : null;
    reply.header('cache-control', 'private, no-store');
    if (!facts || facts.userId !== request.user!.id) throw notFound(M.reservationNotFound);
    const { payment } = facts;
    if (!payment || payment.amount === 0 || !isReceiptPaymentStatus(payment.status)) throw conflict(M.noReceipt);
    const receipt: Receipt = {
      reservationId: id,
      consultantName: (await deps.siteProfile.current()).ownerName,
      typeTitle: facts.typeTitle,
      date: facts.date,
      time: facts.time,
      amount: payment.amount,
      refId: payment.refId,
      cardPan: payment.cardPan,
      paidAt: payment.paidAt,
      paymentStatus: payment.status,
    };
    return { success: true, receipt };
  });
}
