import type { FastifyInstance } from 'fastify';
import { scheduleApi } from '../../../../src/core/contracts/api/schedule-api';
import type { ReservationType } from '../../../../src/core/domain/reservation-type';
import { queryOf } from '../../../http/contract-input';
import { sendKeptJson, type KeptAnswers } from '../../../http/json-read-cache';
import { KeptAtVersion } from '../../../http/kept-at-version';
import type { ScheduleUseCases } from '../use-cases/schedule-use-cases';
import { answering } from '../../../http/answering';
import { typeIdOf } from './type-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** the active consultation types as GET /api/reservationtypes lists them with no range: the cards (from its cache) */
    activeReservationTypes(): Promise<ReservationType[]>;
  }
}

/** The types customers choose from: the cards (with a range's slots when asked), and one type by range; both kept in memory. */
export function offeredTypeRoutes(useCases: ScheduleUseCases) {
  return async (app: FastifyInstance, kept: KeptAnswers): Promise<void> => {
    const { listOfferedTypes, findOfferedType } = useCases;
    // Every visitor's page asks for these; they change only when the admin edits types, slots,
    // days off or the notice (the topic's version), or the day turns (part of each key).
    const list = kept.keep('reservation-types', { entries: 64, bytes: 8 * 1024 * 1024 });
    const one = kept.keep('reservation-types', { entries: 400, bytes: 8 * 1024 * 1024 });
    // a type's offered days are the same for every month asked of it on one day
    const offeredDays = new KeptAtVersion<string[]>(100);

    const listAnswer = (asked: { from?: string; to?: string }) => {
      const day = listOfferedTypes.currentDay();
      return list.answer(`${day} ${asked.from ?? ''} ${asked.to ?? ''}`, async () => ({
        value: { success: true, data: await listOfferedTypes.execute(day, asked), message: '' },
      }));
    };
    // the pages that show the list carry it in their HTML (server/http/page-renderer.ts)
    app.decorate(
      'activeReservationTypes',
      async () => (JSON.parse((await listAnswer({})).bytes.toString('utf8')) as { data: ReservationType[] }).data,
    );

    app.get(scheduleApi.offeredTypes.path, async (request, reply) => {
      const asked = queryOf(scheduleApi.offeredTypes, request.query);
      return sendKeptJson(request, reply, await listAnswer(asked));
    });

    app.get<{ Params: { id: string } }>(scheduleApi.offeredType.path, async (request, reply) => {
      const id = typeIdOf(request.params);
      const asked = queryOf(scheduleApi.offeredType, request.query);
      const day = listOfferedTypes.currentDay();
      // an unknown or hidden type is refused by the loader, so its key is never kept
      const answer = await answering(() =>
        one.answer(`${id} ${day} ${asked.from ?? ''} ${asked.to ?? ''}`, async (version) => ({
          value: await findOfferedType.execute(id, asked, day, (key, read) => offeredDays.get(version, key, read)),
        })),
      );
      return sendKeptJson(request, reply, answer);
    });
  };
}
