import type { FastifyInstance } from 'fastify';
import { scheduleApi } from '../../../../src/core/contracts/api/schedule-api';
import { requireAdmin } from '../../../http/session-guards';
import { bodyOf } from '../../../http/contract-input';
import type { TypeChanged } from '../use-cases/type-answer';
import type { ScheduleUseCases } from '../use-cases/schedule-use-cases';
import { answering } from '../../../http/answering';
import { typeIdOf } from './type-id';

type IdParams = { Params: { id: string } };

const answer = ({ type, message }: TypeChanged) => ({ success: true, data: type, message });

/** The consultant's reservation types: the list, create, edit, (de)activate, delete. */
export function typeAdminRoutes(useCases: ScheduleUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    const { listTypes, saveType, setTypeActive, deleteType } = useCases;

    app.get(scheduleApi.allTypes.path, admin, async () => ({ success: true, data: await listTypes.execute(), message: '' }));

    app.post(scheduleApi.createType.path, admin, async (request, reply) => {
      const input = bodyOf(scheduleApi.createType, request.body);
      const created = await answering(() => saveType.execute(input));
      reply.status(201);
      return answer(created);
    });

    app.put<IdParams>(scheduleApi.updateType.path, admin, async (request) => {
      const id = typeIdOf(request.params);
      const input = bodyOf(scheduleApi.updateType, request.body);
      return answer(await answering(() => saveType.execute(input, id)));
    });

    for (const [call, isActive] of [
      [scheduleApi.deactivateType, false],
      [scheduleApi.activateType, true],
    ] as const) {
      app.post<IdParams>(call.path, admin, async (request) => {
        const id = typeIdOf(request.params);
        return answer(await answering(() => setTypeActive.execute(id, isActive)));
      });
    }

    app.delete<IdParams>(scheduleApi.deleteType.path, admin, async (request) => {
      const id = typeIdOf(request.params);
      return { success: true, message: await answering(() => deleteType.execute(id)) };
    });
  };
}
