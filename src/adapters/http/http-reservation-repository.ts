import type { ApiClient } from './api-client';
import type { Reservation } from '../../core/domain/reservation';
import type { BookingInput, BookingResult, ReservationRepository } from '../../core/ports/reservation-repository';
import { requestFailureFrom } from './request-failure-from';

export class HttpReservationRepository implements ReservationRepository {
  constructor(private readonly http: ApiClient) {}

  async byDate(date: string, reservationTypeId: string): Promise<Reservation[]> {
    try {
      const response = await this.http.get<{ reservations: Reservation[] }>('/api/reservations/by-date', {
        params: { date, reservationTypeId },
      });
      return response.data.reservations;
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }

  async book(input: BookingInput): Promise<BookingResult> {
    try {
      const response = await this.http.post<{ message: string; reservation: { _id: string } }>('/api/reservations/book', input);
      return { message: response.data.message, reservationId: response.data.reservation._id };
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }
}
