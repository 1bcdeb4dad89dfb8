import type { FastifyInstance } from 'fastify';
import { scheduleApi } from '../../../../src/core/contracts/api/schedule-api';
import { requireAdmin } from '../../../http/session-guards';
import { queryOf } from '../../../http/contract-input';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { BOOKING_MESSAGES } from '../../../../src/core/domain/admin-booking';
import { answering } from '../../../http/answering';
import type { ScheduleUseCases } from '../use-cases/schedule-use-cases';

/** The consultant's view of every reservation: the filtered table and its CSV and the no-show mark (cancelling is the booking module's). */
export function bookingsRoutes(useCases: ScheduleUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };

    app.get(scheduleApi.listBookings.path, admin, async (request) => {
      const filters = queryOf(scheduleApi.listBookings, request.query);
      return { success: true, data: await useCases.listBookings.execute(filters), message: '' };
    });

    app.get(scheduleApi.exportBookings.path, admin, async (request, reply) => {
      const filters = queryOf(scheduleApi.exportBookings, request.query);
      const { fileName, csv } = await useCases.exportBookingsCsv.execute(filters);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      return csv;
    });

    const markNoShow = (missed: boolean) => async (request: { params: { id: string } }) => {
      if (!isUuid(request.params.id)) throw notFound(BOOKING_MESSAGES.notFound);
      return { success: true, message: await answering(() => useCases.markNoShow.execute(request.params.id, missed)) };
    };
    app.post<{ Params: { id: string } }>(scheduleApi.markNoShow.path, admin, markNoShow(true));
    app.delete<{ Params: { id: string } }>(scheduleApi.clearNoShow.path, admin, markNoShow(false));
  };
}
