import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import type { BookingUseCases } from '../use-cases/booking-use-cases';
import { requireUser } from '../../../http/session-guards';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import { answering } from '../../../http/answering';

/** A paid booking's receipt, for its own customer only (ReadReceipt's rules), never kept by a cache on the way. */
export function receiptRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { id: string } }>(bookingApi.receipt.path, { preHandler: requireUser }, async (request, reply) => {
      const { id } = request.params;
      reply.header('cache-control', 'private, no-store');
      if (!isUuid(id)) throw notFound(M.reservationNotFound);
      const receipt = await answering(() => useCases.readReceipt.execute({ userId: request.user!.id, reservationId: id }));
      return { success: true, receipt };
    });
  };
}
