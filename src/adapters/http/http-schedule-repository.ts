import type { ApiClient } from './api-client';
import { scheduleApi, type ScheduleAnswer } from '../../core/contracts/api/schedule-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { AdminReservationType, ReservationTypeInput } from '../../core/domain/reservation-type-admin';
import type { BulkOutcome, BulkRequest } from '../../core/domain/bulk-slot-change';
import type { ScheduleSlot, TemplateResult } from '../../core/domain/schedule-slot';
import type { SlotOverlaps } from '../../core/domain/slot-overlap';
import type { ScheduleRepository, TemplateRequest } from '../../core/ports/schedule/schedule-repository';
import { withPersianErrors } from './api-failure';

export class HttpScheduleRepository implements ScheduleRepository {
  constructor(private readonly http: ApiClient) {}

  listTypes(): Promise<AdminReservationType[]> {
    return this.data(() => this.http.get(urlOf(scheduleApi.allTypes)));
  }

  createType(input: ReservationTypeInput): Promise<AdminReservationType> {
    return this.data(() => this.http.post(urlOf(scheduleApi.createType), input));
  }

  updateType(id: string, input: ReservationTypeInput): Promise<AdminReservationType> {
    return this.data(() => this.http.put(urlOf(scheduleApi.updateType, { id }), input));
  }

  setTypeActive(id: string, active: boolean): Promise<AdminReservationType> {
    return this.data(() => this.http.post(urlOf(active ? scheduleApi.activateType : scheduleApi.deactivateType, { id })));
  }

  async deleteType(id: string): Promise<void> {
    await withPersianErrors(() => this.http.delete(urlOf(scheduleApi.deleteType, { id })));
  }

  listSlots(typeId: string, fromDate: string, toDate: string): Promise<ScheduleSlot[]> {
    return this.data(() => this.http.get(urlOf(scheduleApi.listSlots, { id: typeId }), { params: { from: fromDate, to: toDate } }));
  }

  applyAvailability(template: TemplateRequest): Promise<TemplateResult & { message: string }> {
    return this.said(() => this.http.post(urlOf(scheduleApi.applyAvailability), template));
  }

  addSlot(typeId: string, date: string, time: string): Promise<ScheduleSlot & { overlaps: SlotOverlaps }> {
    return this.data(() => this.http.post(urlOf(scheduleApi.addSlot, { id: typeId }), { date, time }));
  }

  async removeSlot(typeId: string, slotId: string): Promise<void> {
    await withPersianErrors(() => this.http.delete(urlOf(scheduleApi.removeSlot, { id: typeId, slotId })));
  }

  previewBulkChange(request: BulkRequest): Promise<BulkOutcome> {
    return this.data(() => this.http.post(urlOf(scheduleApi.previewBulkChange), request));
  }

  applyBulkChange(request: BulkRequest): Promise<BulkOutcome & { message: string }> {
    return this.said(() => this.http.post(urlOf(scheduleApi.applyBulkChange), request));
  }

  /** the answer's data with the Persian text the server said */
  private async said<T>(call: () => Promise<{ data: ScheduleAnswer<T> }>): Promise<T & { message: string }> {
    const response = await withPersianErrors(call);
    return { ...response.data.data, message: response.data.message };
  }

  private async data<T>(call: () => Promise<{ data: ScheduleAnswer<T> }>): Promise<T> {
    const response = await withPersianErrors(call);
    return response.data.data;
  }
}
