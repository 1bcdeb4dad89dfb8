import type { FastifyInstance } from 'fastify';
import { scheduleApi } from '../../../../src/core/contracts/api/schedule-api';
import { requireAdmin } from '../../../http/session-guards';
import { bodyOf, queryOf } from '../../../http/contract-input';
import type { ScheduleUseCases } from '../use-cases/schedule-use-cases';
import { answering } from '../../../http/answering';
import { typeIdOf } from './type-id';

type TypeParams = { Params: { id: string } };

/** A type's availability: the slot list, a weekly template over a date range, single slots added and removed. */
export function slotRoutes(useCases: ScheduleUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    const { listSlots, applyWeeklyTemplate, addSlot, removeSlot } = useCases;

    app.get<TypeParams>(scheduleApi.listSlots.path, admin, async (request) => {
      const typeId = typeIdOf(request.params);
      const range = queryOf(scheduleApi.listSlots, request.query);
      return { success: true, data: await answering(() => listSlots.execute(typeId, range)), message: '' };
    });

    app.post<TypeParams>(scheduleApi.applyTemplate.path, admin, async (request) => {
      const typeId = typeIdOf(request.params);
      const template = bodyOf(scheduleApi.applyTemplate, request.body);
      const { message, ...counts } = await answering(() => applyWeeklyTemplate.execute(typeId, template));
      return { success: true, data: counts, message };
    });

    app.post<TypeParams>(scheduleApi.addSlot.path, admin, async (request, reply) => {
      const typeId = typeIdOf(request.params);
      const at = bodyOf(scheduleApi.addSlot, request.body);
      const { slot, message } = await answering(() => addSlot.execute(typeId, at));
      reply.status(201);
      return { success: true, data: slot, message };
    });

    app.delete<{ Params: { id: string; slotId: string } }>(scheduleApi.removeSlot.path, admin, async (request) => {
      const typeId = typeIdOf(request.params);
      return { success: true, message: await answering(() => removeSlot.execute(typeId, request.params.slotId)) };
    });
  };
}
