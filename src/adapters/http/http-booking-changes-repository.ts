import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { CustomerCancelOutcome } from '../../core/domain/customer-change';
import type { BookingChangesRepository } from '../../core/ports/booking/booking-changes-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpBookingChangesRepository implements BookingChangesRepository {
  constructor(private readonly http: ApiClient) {}

  async cancelMine(reservationId: string): Promise<{ message: string; money: CustomerCancelOutcome }> {
    const { data } = await withPersianErrors(() =>
      this.http.post<{ message: string; money: CustomerCancelOutcome }>(urlOf(bookingApi.cancelMine, { id: reservationId }), {}),
    );
    return { message: data.message, money: data.money };
  }

  async moveMine(reservationId: string, to: { date: string; timeSlot: string }): Promise<string> {
    const { data } = await withPersianErrors(() =>
      this.http.post<{ message: string }>(urlOf(bookingApi.moveMine, { id: reservationId }), to),
    );
    return data.message;
  }

  async changeNoticeHours(): Promise<number> {
    const { data } = await withPersianErrors(() => this.http.get<{ hours: number }>(urlOf(bookingApi.changeNotice)));
    return data.hours;
  }

  async setChangeNoticeHours(hours: number): Promise<string> {
    const { data } = await withPersianErrors(() => this.http.put<{ message: string }>(urlOf(bookingApi.setChangeNotice), { hours }));
    return data.message;
  }

  async bookingNoticeMinutes(): Promise<number> {
    const { data } = await withPersianErrors(() => this.http.get<{ minutes: number }>(urlOf(bookingApi.bookingNotice)));
    return data.minutes;
  }

  async setBookingNoticeMinutes(minutes: number): Promise<string> {
    const { data } = await withPersianErrors(() => this.http.put<{ message: string }>(urlOf(bookingApi.setBookingNotice), { minutes }));
    return data.message;
  }
}
