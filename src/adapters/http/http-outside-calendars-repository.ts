import { outsideCalendarsApi } from '../../core/contracts/api/outside-calendars-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { OutsideCalendarView } from '../../core/domain/outside-calendar';
import type { OutsideCalendarsList, OutsideCalendarsRepository } from '../../core/ports/schedule/outside-calendars-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpOutsideCalendarsRepository implements OutsideCalendarsRepository {
  constructor(private readonly http: ApiClient) {}

  async list(): Promise<OutsideCalendarsList> {
    const { data } = await withPersianErrors(() => this.http.get<OutsideCalendarsList>(urlOf(outsideCalendarsApi.list)));
    return { calendars: data.calendars, blocked: data.blocked, collisions: data.collisions };
  }

  async add(input: { address: string; label: string }): Promise<{ calendar: OutsideCalendarView; message: string }> {
    const { data } = await withPersianErrors(() =>
      this.http.post<{ calendar: OutsideCalendarView; message: string }>(urlOf(outsideCalendarsApi.add), input),
    );
    return { calendar: data.calendar, message: data.message };
  }

  async remove(id: string): Promise<string> {
    const { data } = await withPersianErrors(() => this.http.delete<{ message: string }>(urlOf(outsideCalendarsApi.remove, { id })));
    return data.message;
  }
}
