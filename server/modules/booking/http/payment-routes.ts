import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from '../../../server-dependencies';
import { requireUser } from '../../../auth/current-user';
import { notFound } from '../../../http/api-error';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { BookingUseCases } from '../index';
import { answering } from './refusal-answer';
import { isAuthority, readInitiateBody, readVerifyBody } from './request-fields';

/** The customer's side of paying: go to the bank, come back and be checked, find a payment by its authority. */
export function paymentRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance, deps: ServerDependencies): Promise<void> => {
    app.post('/api/payments/initiate', { preHandler: requireUser }, async (request) => {
      const reservationId = readInitiateBody(request.body);
      const { paymentUrl } = await answering(() => useCases.initiatePayment.execute({ user: request.user!, reservationId }));
      return { success: true, paymentUrl };
    });

    app.post('/api/payments/verify', { preHandler: requireUser }, async (request, reply) => {
      const input = readVerifyBody(request.body);
      const result = await answering(() => useCases.verifyPayment.execute({ userId: request.user!.id, ...input }));
      if (result.state === 'checking') return reply.status(202).send({ success: true, state: 'checking', message: M.checking });
      return { success: true, state: 'paid', refId: result.refId, message: M.verified };
    });

    // The callback page lost its stored reservation id (another tab, cleared storage): the server knows the authority.
    app.get<{ Params: { authority: string } }>('/api/payments/by-authority/:authority', { preHandler: requireUser }, async (request, reply) => {
      const { authority } = request.params;
      const found = isAuthority(authority) ? await deps.booking.store.reservationOfAuthority(authority, request.user!.id) : null;
      if (!found) throw notFound(M.paymentNotFound);
      reply.header('cache-control', 'private, no-store');
      return { success: true, ...found };
    });
  };
}
