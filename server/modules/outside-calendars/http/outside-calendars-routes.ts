import type { FastifyInstance } from 'fastify';
import { outsideCalendarsApi } from '../../../../src/core/contracts/api/outside-calendars-api';
import { OUTSIDE_CALENDAR_MESSAGES as M } from '../../../../src/core/domain/outside-calendar';
import { bodyOf } from '../../../http/contract-input';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import type { OutsideCalendarsUseCases } from '../use-cases/outside-calendars-use-cases';

/** The consultant's own calendars: list with what they block, add and remove. Reading them is the job's. */
export function outsideCalendarsRoutes(useCases: OutsideCalendarsUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };

    app.get(outsideCalendarsApi.list.path, admin, async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, ...(await useCases.listCalendars.execute()) };
    });

    app.post(outsideCalendarsApi.add.path, admin, async (request, reply) => {
      const input = bodyOf(outsideCalendarsApi.add, request.body);
      const calendar = await answering(() => useCases.addCalendar.execute(input));
      reply.status(201);
      return { success: true, calendar, message: M.added };
    });

    app.delete<{ Params: { id: string } }>(outsideCalendarsApi.remove.path, admin, async (request) => {
      await answering(() => useCases.removeCalendar.execute(request.params.id));
      return { success: true, message: M.removed };
    });
  };
}
