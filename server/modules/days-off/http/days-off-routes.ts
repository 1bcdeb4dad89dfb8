import type { FastifyInstance } from 'fastify';
import { daysOffApi } from '../../../../src/core/contracts/api/days-off-api';
import { DAYS_OFF_MESSAGES } from '../../../../src/core/domain/day-off';
import { bodyOf } from '../../../http/contract-input';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import type { DaysOffUseCases } from '../use-cases/days-off-use-cases';
import { Refusal } from '../../refusal';

/** The consultant's closed times and the official holidays to accept or skip. */
export function daysOffRoutes(useCases: DaysOffUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    app.get(daysOffApi.list.path, admin, async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, daysOff: await useCases.listDaysOff.execute() };
    });

    app.post(daysOffApi.add.path, admin, async (request, reply) => {
      const input = bodyOf(daysOffApi.add, request.body);
      const { dayOff, message } = await answering(() => useCases.closeTime.execute(input));
      reply.status(201);
      return { success: true, dayOff, message };
    });

    app.delete<{ Params: { id: string } }>(daysOffApi.remove.path, admin, async (request) => {
      if (!isUuid(request.params.id)) throw notFound(DAYS_OFF_MESSAGES.notFound);
      return { success: true, message: await answering(() => useCases.reopenTime.execute(request.params.id)) };
    });

    app.get(daysOffApi.holidays.path, admin, async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, holidays: await useCases.listHolidayOffers.execute() };
    });

    app.post(daysOffApi.acceptHolidays.path, admin, async (request) => {
      const { dates } = bodyOf(daysOffApi.acceptHolidays, request.body);
      return { success: true, ...(await answering(() => useCases.acceptHolidays.execute(dates))) };
    });

    app.post(daysOffApi.skipHoliday.path, admin, async (request) => {
      const { dates } = bodyOf(daysOffApi.skipHoliday, request.body);
      return { success: true, message: await answering(() => useCases.skipHolidays.execute(dates)) };
    });
  };
}
