import type { FastifyInstance } from 'fastify';
import { scheduleApi } from '../../../../src/core/contracts/api/schedule-api';
import { requireAdmin } from '../../../http/session-guards';
import { bodyOf } from '../../../http/contract-input';
import type { ScheduleUseCases } from '../use-cases/schedule-use-cases';
import { answering } from '../../../http/answering';

/** Availability across types: one template for several types, and bulk removal or moving with its preview. */
export function availabilityRoutes(useCases: ScheduleUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    const { applyAvailability, changeSlotsInBulk } = useCases;

    app.post(scheduleApi.applyAvailability.path, admin, async (request) => {
      const template = bodyOf(scheduleApi.applyAvailability, request.body);
      const { message, ...result } = await answering(() => applyAvailability.execute(template));
      return { success: true, data: result, message };
    });

    app.post(scheduleApi.previewBulkChange.path, admin, async (request) => {
      const bulk = bodyOf(scheduleApi.previewBulkChange, request.body);
      const { message, ...outcome } = await answering(() => changeSlotsInBulk.preview(bulk));
      return { success: true, data: outcome, message };
    });

    app.post(scheduleApi.applyBulkChange.path, admin, async (request) => {
      const bulk = bodyOf(scheduleApi.applyBulkChange, request.body);
      const { message, ...outcome } = await answering(() => changeSlotsInBulk.apply(bulk));
      return { success: true, data: outcome, message };
    });
  };
}
