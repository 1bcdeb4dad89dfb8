import type { FastifyInstance } from 'fastify';
import { toBusinessWallClock } from '../../src/core/domain/business-time';
import type { ServerDependencies } from '../server-dependencies';
import { notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { ReservationTypeRepository } from './reservation-type-repository';

export const RESERVATION_TYPE_NOT_FOUND = 'نوع رزرو پیدا نشد';

export async function reservationTypesRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const types = new ReservationTypeRepository(deps.db);
  const today = () => toBusinessWallClock(deps.clock.now()).date;

  app.get('/api/reservationtypes', async () => {
    const data = await types.listActive(today());
    return { success: true, data, message: '' };
  });

  app.get<{ Params: { id: string } }>('/api/reservationtypes/:id', async (request) => {
    const { id } = request.params;
    const type = isUuid(id) ? await types.findActive(id, today()) : null;
    if (!type) throw notFound(RESERVATION_TYPE_NOT_FOUND);
    return type;
  });
}
