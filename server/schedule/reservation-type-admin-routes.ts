import type { FastifyInstance } from 'fastify';
import { toBusinessWallClock } from '../../src/core/domain/business-time';
import { parseReservationTypeInput, TYPE_ACTION_MESSAGES } from '../../src/core/domain/reservation-type-admin';
import type { ServerDependencies } from '../server-dependencies';
import { requireAdmin } from '../auth/current-user';
import { badRequest, conflict, notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { RESERVATION_TYPE_NOT_FOUND } from '../reservation-types/reservation-types-routes';
import { ReservationTypeAdminRepository } from './reservation-type-admin-repository';

type IdParams = { Params: { id: string } };

/** The admin's CRUD of reservation types. A type that was ever booked is deactivated, never deleted. */
export async function reservationTypeAdminRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const types = new ReservationTypeAdminRepository(deps.db);
  const today = () => toBusinessWallClock(deps.clock.now()).date;
  const admin = { preHandler: requireAdmin };
  const knownId = (id: string) => {
    if (!isUuid(id)) throw notFound(RESERVATION_TYPE_NOT_FOUND);
    return id;
  };
  const answer = async (id: string, message: string) => {
    const type = await types.find(id, today());
    if (!type) throw notFound(RESERVATION_TYPE_NOT_FOUND);
    return { success: true, data: type, message };
  };

  app.get('/api/reservationtypes/admin/all', admin, async () => ({ success: true, data: await types.listAll(today()), message: '' }));

  app.post('/api/reservationtypes', admin, async (request, reply) => {
    const input = parseReservationTypeInput(request.body);
    if (!input.ok) throw badRequest(input.message);
    const id = await types.create(input.value, deps.clock.now());
    reply.status(201);
    return answer(id, TYPE_ACTION_MESSAGES.created);
  });

  app.put<IdParams>('/api/reservationtypes/:id', admin, async (request) => {
    const id = knownId(request.params.id);
    const input = parseReservationTypeInput(request.body);
    if (!input.ok) throw badRequest(input.message);
    if (!(await types.update(id, input.value, deps.clock.now()))) throw notFound(RESERVATION_TYPE_NOT_FOUND);
    return answer(id, TYPE_ACTION_MESSAGES.updated);
  });

  for (const [action, isActive, message] of [['deactivate', false, TYPE_ACTION_MESSAGES.deactivated], ['activate', true, TYPE_ACTION_MESSAGES.activated]] as const) {
    app.post<IdParams>(`/api/reservationtypes/:id/${action}`, admin, async (request) => {
      const id = knownId(request.params.id);
      if (!(await types.setActive(id, isActive, deps.clock.now()))) throw notFound(RESERVATION_TYPE_NOT_FOUND);
      return answer(id, message);
    });
  }

  app.delete<IdParams>('/api/reservationtypes/:id', admin, async (request) => {
    const outcome = await types.deleteUnbooked(knownId(request.params.id));
    if (outcome === 'missing') throw notFound(RESERVATION_TYPE_NOT_FOUND);
    if (outcome === 'booked') throw conflict(TYPE_ACTION_MESSAGES.hasBookings);
    return { success: true, message: TYPE_ACTION_MESSAGES.deleted };
  });
}
