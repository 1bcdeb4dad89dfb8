import { daysOffApi, type DayOffView } from '../../core/contracts/api/days-off-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { DayOffInput, HolidayOffer } from '../../core/domain/day-off';
import type { DaysOffRepository } from '../../core/ports/schedule/days-off-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpDaysOffRepository implements DaysOffRepository {
  constructor(private readonly http: ApiClient) {}

  async list(): Promise<DayOffView[]> {
    const { data } = await withPersianErrors(() => this.http.get<{ daysOff: DayOffView[] }>(urlOf(daysOffApi.list)));
    return data.daysOff;
  }

  async holidays(): Promise<HolidayOffer[]> {
    const { data } = await withPersianErrors(() => this.http.get<{ holidays: HolidayOffer[] }>(urlOf(daysOffApi.holidays)));
    return data.holidays;
  }

  async add(input: DayOffInput): Promise<{ dayOff: DayOffView; message: string }> {
    const { data } = await withPersianErrors(() => this.http.post<{ dayOff: DayOffView; message: string }>(urlOf(daysOffApi.add), input));
    return { dayOff: data.dayOff, message: data.message };
  }

  async remove(id: string): Promise<string> {
    const { data } = await withPersianErrors(() => this.http.delete<{ message: string }>(urlOf(daysOffApi.remove, { id })));
    return data.message;
  }

  async acceptHolidays(dates: string[]): Promise<string> {
    const { data } = await withPersianErrors(() => this.http.post<{ message: string }>(urlOf(daysOffApi.acceptHolidays), { dates }));
    return data.message;
  }

  async skipHolidays(dates: string[]): Promise<string> {
    const { data } = await withPersianErrors(() => this.http.post<{ message: string }>(urlOf(daysOffApi.skipHoliday), { dates }));
    return data.message;
  }
}
