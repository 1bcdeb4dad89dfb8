import type { FastifyInstance } from 'fastify';
import { isIsoDate, isSlotTime, toBusinessWallClock } from '../../src/core/domain/business-time';
import { PENDING_HOLD_MS } from '../../src/core/domain/limits';
import { isProfileComplete } from '../../src/core/domain/user';
import type { ServerDependencies } from '../server-dependencies';
import { requireUser } from '../auth/current-user';
import { badRequest, conflict, notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { RESERVATION_MESSAGES as M } from './reservation-messages';
import { ReservationRepository, SlotTakenError } from './reservation-repository';
import { JSON_CONTENT_TYPE, JsonReadCache, type Loaded } from '../http/json-read-cache';

interface BookBody {
  reservationTypeId: string;
  date: string;
  timeSlot: string;
}

function readBookBody(body: unknown): BookBody {
  const candidate = (body ?? {}) as Partial<Record<keyof BookBody, unknown>>;
  const { reservationTypeId, date, timeSlot } = candidate;
  if (typeof body !== 'object' || body === null || !isUuid(reservationTypeId) || !isIsoDate(date) || !isSlotTime(timeSlot)) {
    throw badRequest(M.invalidBody);
  }
  return { reservationTypeId, date, timeSlot };
}

/** The booking calendar: which times are taken on a date, and taking one with a 6-minute hold. */
export async function reservationsRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const reservations = new ReservationRepository(deps.db);
  const holdStartedAfter = (now: Date) => new Date(now.getTime() - PENDING_HOLD_MS);
  // Every booking screen polls its date every 30 s; one calendar for all types, so the answer
  // depends on the date alone, and changes by itself only when the first of its holds lapses.
  const takenTimes = new JsonReadCache(deps.dataVersions, 'reservations', deps.clock, { entries: 500, bytes: 4 * 1024 * 1024 });
  const readTakenTimes = async (date: string): Promise<Loaded> => {
    const rows = await reservations.activeOn(date, holdStartedAfter(deps.clock.now()));
    const lapses = rows.filter((row) => row.status === 'pending').map((row) => Date.parse(row.createdAt) + PENDING_HOLD_MS);
    return { value: { reservations: rows }, goodUntil: lapses.length > 0 ? new Date(Math.min(...lapses)) : undefined };
  };

  app.get<{ Querystring: { date?: string; reservationTypeId?: string } }>('/api/reservations/by-date', async (request, reply) => {
    const { date, reservationTypeId } = request.query;
    if (!isIsoDate(date) || !isUuid(reservationTypeId)) throw badRequest(M.invalidQuery);
    const body = await takenTimes.json(date, () => readTakenTimes(date));
    return reply.type(JSON_CONTENT_TYPE).send(body);
  });

  app.post('/api/reservations/book', { preHandler: requireUser }, async (request, reply) => {
    const user = request.user!;
    if (!isProfileComplete({ email: user.email, firstName: user.first_name, lastName: user.last_name })) {
      throw badRequest(M.profileIncomplete);
    }
    const { reservationTypeId, date, timeSlot } = readBookBody(request.body);
    const offered = await reservations.offeredSlotPrice(reservationTypeId, date, timeSlot);
    if (offered === 'no-type') throw notFound(M.typeNotFound);
    if (offered === 'no-slot') throw badRequest(M.slotNotOffered);
    const now = deps.clock.now();
    const wallClock = toBusinessWallClock(now);
    if (date < wallClock.date || (date === wallClock.date && timeSlot <= wallClock.time)) throw badRequest(M.slotPassed);
    try {
      const id = await reservations.holdSlot(
        { userId: user.id, reservationTypeId, date, time: timeSlot, price: offered.price, now },
        holdStartedAfter(now),
      );
      return reply.status(201).send({ success: true, message: M.booked, reservation: { _id: id } });
    } catch (error) {
      if (error instanceof SlotTakenError) throw conflict(M.slotTaken);
      throw error;
    }
  });
}
