import type { ApiClient } from './api-client';
import { scheduleApi } from '../../core/contracts/api/schedule-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { BookableType } from '../../core/domain/reservation-type';
import type { ReservationTypeList, ReservationTypeRepository } from '../../core/ports/booking/reservation-type-repository';
import type { DayRange } from '../../core/domain/day-range';

export class HttpReservationTypeRepository implements ReservationTypeRepository {
  constructor(private readonly http: ApiClient) {}

  async list(): Promise<ReservationTypeList> {
    const response = await this.http.get<ReservationTypeList>(urlOf(scheduleApi.offeredTypes), { validateStatus: () => true });
    if (response.data && typeof response.data === 'object' && 'success' in response.data) return response.data;
    return { success: false, data: [] };
  }

  async get(id: string, range?: DayRange): Promise<BookableType> {
    const response = await this.http.get<BookableType>(urlOf(scheduleApi.offeredType, { id }, range && { from: range.from, to: range.to }));
    return response.data;
  }
}
