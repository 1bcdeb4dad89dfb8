import type { ApiClient } from './api-client';
import type { AdminBooking, BookingFilters } from '../../core/domain/admin-booking';
import type { PaymentHistoryAnswer } from '../../core/domain/money-contract';
import type { BookingsRepository, PaymentHistory } from '../../core/ports/bookings-repository';
import { withPersianErrors } from './api-failure';

/** Only the filters that are set, as query parameters. */
function filterParams(filters: BookingFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
}

export class HttpBookingsRepository implements BookingsRepository {
  constructor(private readonly http: ApiClient, private readonly apiHost: string) {}

  async list(filters: BookingFilters): Promise<AdminBooking[]> {
    const response = await withPersianErrors(() => this.http.get<{ data: AdminBooking[] }>('/api/reservations', { params: filterParams(filters) }));
    return response.data.data;
  }

  exportUrl(filters: BookingFilters): string {
    const query = new URLSearchParams(filterParams(filters)).toString();
    return `${this.apiHost}/api/reservations/export.csv${query ? `?${query}` : ''}`;
  }

  async cancel(id: string, reason: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ message: string }>(`/api/reservations/${encodeURIComponent(id)}/cancel`, { reason }));
    return response.data.message;
  }

  async paymentHistory(id: string): Promise<PaymentHistory> {
    const response = await withPersianErrors(() => this.http.get<PaymentHistoryAnswer>(`/api/reservations/${encodeURIComponent(id)}/payments`));
    const { reservationStatus, payments, events } = response.data;
    return { reservationStatus, payments, events };
  }
}
