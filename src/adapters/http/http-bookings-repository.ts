import type { ApiClient } from './api-client';
import { bookingApi } from '../../core/contracts/api/booking-api';
import { scheduleApi, type ScheduleAnswer } from '../../core/contracts/api/schedule-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { AdminBooking, BookingFilters } from '../../core/domain/admin-booking';
import type { PaymentHistoryAnswer } from '../../core/domain/money-contract';
import type { KnownCustomer, PhoneBooking } from '../../core/domain/phone-booking';
import type { BookingsRepository, PaymentHistory } from '../../core/ports/schedule/bookings-repository';
import { withPersianErrors } from './api-failure';

/** Only the filters that are set, as query parameters. */
function filterParams(filters: BookingFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
}

export class HttpBookingsRepository implements BookingsRepository {
  constructor(
    private readonly http: ApiClient,
    private readonly apiHost: string,
  ) {}

  async list(filters: BookingFilters): Promise<AdminBooking[]> {
    const response = await withPersianErrors(() =>
      this.http.get<ScheduleAnswer<AdminBooking[]>>(urlOf(scheduleApi.listBookings), { params: filterParams(filters) }),
    );
    return response.data.data;
  }

  exportUrl(filters: BookingFilters): string {
    return `${this.apiHost}${urlOf(scheduleApi.exportBookings, {}, filterParams(filters))}`;
  }

  async cancel(id: string, reason: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ message: string }>(urlOf(bookingApi.cancelReservation, { id }), { reason }),
    );
    return response.data.message;
  }

  async markNoShow(id: string, missed: boolean): Promise<string> {
    const url = urlOf(missed ? scheduleApi.markNoShow : scheduleApi.clearNoShow, { id });
    const response = await withPersianErrors(() =>
      missed ? this.http.post<{ message: string }>(url, {}) : this.http.delete<{ message: string }>(url),
    );
    return response.data.message;
  }

  async findCustomers(search: string): Promise<KnownCustomer[]> {
    const response = await withPersianErrors(() =>
      this.http.get<{ customers: KnownCustomer[] }>(urlOf(bookingApi.findCustomers), { params: { search } }),
    );
    return response.data.customers;
  }

  async bookForCaller(booking: PhoneBooking): Promise<string> {
    const response = await withPersianErrors(() => this.http.post<{ message: string }>(urlOf(bookingApi.bookForCaller), booking));
    return response.data.message;
  }

  async paymentHistory(id: string): Promise<PaymentHistory> {
    const response = await withPersianErrors(() => this.http.get<PaymentHistoryAnswer>(urlOf(bookingApi.paymentHistory, { id })));
    const { reservationStatus, payments, events } = response.data;
    return { reservationStatus, payments, events };
  }
}
