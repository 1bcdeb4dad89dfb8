import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { isProfileComplete } from '../../../../src/core/domain/user';
import { requireUser } from '../../../http/session-guards';
import { badRequest } from '../../../http/api-error';
import { bodyOf, queryOf } from '../../../http/contract-input';
import { isUuid } from '../../../http/ids';
import { sendKeptJson, type KeptAnswers, type Loaded } from '../../../http/json-read-cache';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { BookingUseCases } from '../use-cases/booking-use-cases';
import { answering } from '../../../http/answering';

/** The booking calendar and the customer's own bookings: taken times, holding a slot, the hold, releasing it. */
export function bookingRoutes(useCases: BookingUseCases) {
  return async (app: FastifyInstance, kept: KeptAnswers): Promise<void> => {
    // Every booking screen polls its date every 30 s; one calendar for all types, so the answer
    // depends on the date alone, and changes by itself only when the first of its holds lapses.
    const takenTimes = kept.keep('reservations', { entries: 500, bytes: 4 * 1024 * 1024 });
    const readTakenTimes = async (date: string): Promise<Loaded> => {
      const { reservations, goodUntil } = await useCases.readTakenTimes.execute(date);
      return { value: { reservations }, goodUntil };
    };

    app.get(bookingApi.takenTimes.path, async (request, reply) => {
      const { date } = queryOf(bookingApi.takenTimes, request.query);
      return sendKeptJson(request, reply, await takenTimes.answer(date, () => readTakenTimes(date)));
    });

    app.post(bookingApi.book.path, { preHandler: requireUser }, async (request, reply) => {
      const user = request.user!;
      const profileComplete = isProfileComplete({
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        mobile: user.mobile ?? '',
      });
      const body = bodyOf(bookingApi.book, request.body);
      const { reservationId } = await answering(() =>
        useCases.bookSlot.execute({
          user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, profileComplete },
          clientAddress: request.ip,
          ...body,
        }),
      );
      return reply.status(201).send({ success: true, message: M.booked, reservation: { _id: reservationId } });
    });

    app.get(bookingApi.myHold.path, { preHandler: requireUser }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, hold: await useCases.readOwnHold.execute({ userId: request.user!.id }) };
    });

    app.post<{ Params: { id: string } }>(bookingApi.releaseHold.path, { preHandler: requireUser }, async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw badRequest(M.reservationNotFound);
      await answering(() => useCases.releaseHold.execute({ userId: request.user!.id, reservationId: id }));
      return { success: true, message: M.released };
    });

    app.get(bookingApi.myReservations.path, { preHandler: requireUser }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, reservations: await useCases.listMyReservations.execute(request.user!.id) };
    });
  };
}
