import type { ApiClient } from './api-client';
import type { AdminReservationType, ReservationTypeInput } from '../../core/domain/reservation-type-admin';
import type { ScheduleSlot, TemplateResult } from '../../core/domain/schedule-slot';
import type { ScheduleRepository, TemplateRequest } from '../../core/ports/schedule-repository';
import { withPersianErrors } from './api-failure';

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

const typePath = (id: string) => `/api/reservationtypes/${encodeURIComponent(id)}`;

export class HttpScheduleRepository implements ScheduleRepository {
  constructor(private readonly http: ApiClient) {}

  listTypes(): Promise<AdminReservationType[]> {
    return this.data(() => this.http.get('/api/reservationtypes/admin/all'));
  }

  createType(input: ReservationTypeInput): Promise<AdminReservationType> {
    return this.data(() => this.http.post('/api/reservationtypes', input));
  }

  updateType(id: string, input: ReservationTypeInput): Promise<AdminReservationType> {
    return this.data(() => this.http.put(typePath(id), input));
  }

  setTypeActive(id: string, active: boolean): Promise<AdminReservationType> {
    return this.data(() => this.http.post(`${typePath(id)}/${active ? 'activate' : 'deactivate'}`));
  }

  async deleteType(id: string): Promise<void> {
    await withPersianErrors(() => this.http.delete(typePath(id)));
  }

  listSlots(typeId: string, fromDate: string, toDate: string): Promise<ScheduleSlot[]> {
    return this.data(() => this.http.get(`${typePath(typeId)}/slots`, { params: { from: fromDate, to: toDate } }));
  }

  async applyTemplate(typeId: string, template: TemplateRequest): Promise<TemplateResult & { message: string }> {
    const response = await withPersianErrors(() => this.http.post<Envelope<TemplateResult>>(`${typePath(typeId)}/slots/template`, template));
    return { ...response.data.data, message: response.data.message };
  }

  addSlot(typeId: string, date: string, time: string): Promise<ScheduleSlot> {
    return this.data(() => this.http.post(`${typePath(typeId)}/slots`, { date, time }));
  }

  async removeSlot(typeId: string, slotId: string): Promise<void> {
    await withPersianErrors(() => this.http.delete(`${typePath(typeId)}/slots/${encodeURIComponent(slotId)}`));
  }

  private async data<T>(call: () => Promise<{ data: Envelope<T> }>): Promise<T> {
    const response = await withPersianErrors(call);
    return response.data.data;
  }
}
