import type { FastifyInstance } from 'fastify';
import type { ReservationType } from '../../src/core/domain/reservation-type';
import { toBusinessWallClock } from '../../src/core/domain/business-time';
import type { ServerDependencies } from '../server-dependencies';
import type { Clock } from '../ports/clock';
import { notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { JSON_CONTENT_TYPE, JsonReadCache } from '../http/json-read-cache';
import { ReservationTypeRepository } from './reservation-type-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** the active consultation types as GET /api/reservationtypes lists them (from its cache) */
    activeReservationTypes(): Promise<ReservationType[]>;
  }
}

export const RESERVATION_TYPE_NOT_FOUND = 'نوع رزرو پیدا نشد';

/**
 * Tehran's date, worked out once a minute: a time zone's offset is whole minutes, so the date
 * changes only on a minute's edge, and the conversion costs more than the rest of a kept answer.
 */
function businessToday(clock: Clock): () => string {
  let minute = NaN;
  let date = '';
  return () => {
    const now = clock.now().getTime();
    const thisMinute = Math.floor(now / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      date = toBusinessWallClock(now).date;
    }
    return date;
  };
}

export async function reservationTypesRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const types = new ReservationTypeRepository(deps.db);
  const today = businessToday(deps.clock);

  // Every visitor of the booking pages asks for this list, and it carries each type's slots for
  // weeks ahead; it changes only when the admin edits types or slots, or the day turns.
  const list = new JsonReadCache(deps.dataVersions, 'reservation-types', deps.clock, { entries: 2, bytes: 16 * 1024 * 1024 });

  const listJson = () => {
    const from = today();
    return list.json(from, async () => ({ value: { success: true, data: await types.listActive(from), message: '' } }));
  };
  // the pages that show the list carry it in their HTML (server/http/page-renderer.ts)
  app.decorate('activeReservationTypes', async () => (JSON.parse((await listJson()).toString('utf8')) as { data: ReservationType[] }).data);

  app.get('/api/reservationtypes', async (_request, reply) => reply.type(JSON_CONTENT_TYPE).send(await listJson()));

  app.get<{ Params: { id: string } }>('/api/reservationtypes/:id', async (request) => {
    const { id } = request.params;
    const type = isUuid(id) ? await types.findActive(id, today()) : null;
    if (!type) throw notFound(RESERVATION_TYPE_NOT_FOUND);
    return type;
  });
}
