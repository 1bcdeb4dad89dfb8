import type { FastifyInstance } from 'fastify';
import { scheduleApi } from '../../../../src/core/contracts/api/schedule-api';
import type { ReservationType } from '../../../../src/core/domain/reservation-type';
import type { Clock } from '../../../ports/clock';
import type { DataVersions } from '../../../http/data-versions';
import { JSON_CONTENT_TYPE, JsonReadCache } from '../../../http/json-read-cache';
import type { ScheduleUseCases } from '../use-cases/schedule-use-cases';
import { answering, typeIdOf } from './refusal-answer';

declare module 'fastify' {
  interface FastifyInstance {
    /** the active consultation types as GET /api/reservationtypes lists them (from its cache) */
    activeReservationTypes(): Promise<ReservationType[]>;
  }
}

/** The types customers choose from, each with its slots: the list (kept in memory) and one type. */
export function offeredTypeRoutes(useCases: ScheduleUseCases) {
  return async (app: FastifyInstance, deps: { clock: Clock; dataVersions: DataVersions }): Promise<void> => {
    const { listOfferedTypes, findOfferedType } = useCases;
    // Every visitor of the booking pages asks for this list, and it carries each type's slots for
    // weeks ahead; it changes only when the admin edits types or slots, or the day turns.
    const list = new JsonReadCache(deps.dataVersions, 'reservation-types', deps.clock, { entries: 2, bytes: 16 * 1024 * 1024 });
    const listJson = () => {
      const day = listOfferedTypes.currentDay();
      return list.json(day, async () => ({ value: { success: true, data: await listOfferedTypes.execute(day), message: '' } }));
    };
    // the pages that show the list carry it in their HTML (server/http/page-renderer.ts)
    app.decorate('activeReservationTypes', async () => (JSON.parse((await listJson()).toString('utf8')) as { data: ReservationType[] }).data);

    app.get(scheduleApi.offeredTypes.path, async (_request, reply) => reply.type(JSON_CONTENT_TYPE).send(await listJson()));

    app.get<{ Params: { id: string } }>(scheduleApi.offeredType.path, async (request) => {
      const id = typeIdOf(request.params);
      return answering(() => findOfferedType.execute(id));
    });
  };
}
