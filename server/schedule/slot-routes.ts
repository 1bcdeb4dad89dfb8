import type { FastifyInstance } from 'fastify';
import { addDays, isIsoDate, isSlotTime, toBusinessWallClock } from '../../src/core/domain/business-time';
import { SLOT_MESSAGES } from '../../src/core/domain/schedule-slot';
import {
  expandWeeklyTemplate, inclusiveDayCount, MAX_TEMPLATE_RANGE_DAYS, weeklyTemplateError, type WeeklyTemplate,
} from '../../src/core/domain/weekly-template';
import type { ServerDependencies } from '../server-dependencies';
import { requireAdmin } from '../auth/current-user';
import { badRequest, conflict, notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { RESERVATION_TYPE_NOT_FOUND } from '../reservation-types/reservation-types-routes';
import { ReservationTypeAdminRepository } from './reservation-type-admin-repository';
import { SlotRepository } from './slot-repository';

/** How far the slot list reaches when the admin names no end. */
const DEFAULT_LIST_DAYS = 60;

type TypeParams = { Params: { id: string } };
type Body = Record<string, unknown>;

/** A type's availability: a weekly template over a date range, single slots added and removed, the list. */
export async function slotRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const slots = new SlotRepository(deps.db);
  const types = new ReservationTypeAdminRepository(deps.db);
  const admin = { preHandler: requireAdmin };
  const existingType = async (id: string) => {
    if (!isUuid(id) || !(await types.exists(id))) throw notFound(RESERVATION_TYPE_NOT_FOUND);
    return id;
  };
  const bodyOf = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

  app.get<TypeParams & { Querystring: { from?: unknown; to?: unknown } }>('/api/reservationtypes/:id/slots', admin, async (request) => {
    const typeId = await existingType(request.params.id);
    const now = deps.clock.now();
    const from = request.query.from ?? toBusinessWallClock(now).date;
    if (!isIsoDate(from)) throw badRequest(SLOT_MESSAGES.invalidRange);
    const to = request.query.to ?? addDays(from, DEFAULT_LIST_DAYS);
    if (!isIsoDate(to) || to < from || inclusiveDayCount(from, to) > MAX_TEMPLATE_RANGE_DAYS) {
      throw badRequest(SLOT_MESSAGES.invalidRange);
    }
    return { success: true, data: await slots.list(typeId, from, to, now), message: '' };
  });

  app.post<TypeParams>('/api/reservationtypes/:id/slots/template', admin, async (request) => {
    const typeId = await existingType(request.params.id);
    const body = bodyOf(request.body);
    const template = { from: body.fromDate, to: body.toDate, weekdays: body.weekdays, times: body.times } as WeeklyTemplate;
    const error = weeklyTemplateError(template);
    if (error) throw badRequest(error);
    const now = deps.clock.now();
    const named = expandWeeklyTemplate(template);
    const upcoming = named.filter((slot) => !hasPassed(slot, now));
    const created = await slots.insertMissing(typeId, upcoming, now);
    const skipped = named.length - created;
    return { success: true, data: { created, skipped }, message: templateMessage(created, skipped) };
  });

  app.post<TypeParams>('/api/reservationtypes/:id/slots', admin, async (request, reply) => {
    const typeId = await existingType(request.params.id);
    const { date, time } = bodyOf(request.body);
    if (!isIsoDate(date)) throw badRequest(SLOT_MESSAGES.invalidDate);
    if (!isSlotTime(time)) throw badRequest(SLOT_MESSAGES.invalidTime);
    const now = deps.clock.now();
    if (hasPassed({ date, time }, now)) throw badRequest(SLOT_MESSAGES.inPast);
    if ((await slots.insertMissing(typeId, [{ date, time }], now)) === 0) throw conflict(SLOT_MESSAGES.duplicate);
    reply.status(201);
    const [slot] = await slots.list(typeId, date, date, now).then((list) => list.filter((s) => s.time === time));
    return { success: true, data: slot, message: SLOT_MESSAGES.added };
  });

  app.delete<{ Params: { id: string; slotId: string } }>('/api/reservationtypes/:id/slots/:slotId', admin, async (request) => {
    const typeId = await existingType(request.params.id);
    const { slotId } = request.params;
    const outcome = isUuid(slotId) ? await slots.removeUnlessTaken(typeId, slotId, deps.clock.now()) : 'missing';
    if (outcome === 'missing') throw notFound(SLOT_MESSAGES.notFound);
    if (outcome === 'taken') throw conflict(SLOT_MESSAGES.taken);
    return { success: true, message: SLOT_MESSAGES.removed };
  });
}

/** A slot at or before the current minute of Tehran's clock can no longer be offered. */
function hasPassed(slot: { date: string; time: string }, now: Date): boolean {
  const wall = toBusinessWallClock(now);
  return slot.date < wall.date || (slot.date === wall.date && slot.time <= wall.time);
}

function templateMessage(created: number, skipped: number): string {
  const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
  const base = `${fa(created)} زمان افزوده شد`;
  return skipped > 0 ? `${base}؛ ${fa(skipped)} زمان تکراری یا گذشته بود و نادیده گرفته شد` : base;
}
