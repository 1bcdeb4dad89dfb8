import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { ApiClient } from './api-client';
import type { Reservation } from '../../core/domain/reservation';
import type { BookingInput, BookingResult, ReservationRepository } from '../../core/ports/booking/reservation-repository';
import type { CustomerHold } from '../../core/domain/money-contract';
import { HeldElsewhere } from '../../core/domain/customer-hold';
import { isHttpError } from './api-client';
import { requestFailureFrom } from './request-failure-from';

/** The 409 of a booking refused because the customer holds another slot: its message names the hold. */
function heldElsewhere(error: unknown): HeldElsewhere | null {
  if (!isHttpError(error) || error.response?.status !== 409) return null;
  const data = error.response.data as { message?: unknown; hold?: CustomerHold | null } | undefined;
  return data?.hold && typeof data.message === 'string' ? new HeldElsewhere(data.message, data.hold) : null;
}

export class HttpReservationRepository implements ReservationRepository {
  constructor(private readonly http: ApiClient) {}

  async byDate(date: string, reservationTypeId: string): Promise<Reservation[]> {
    try {
      const response = await this.http.get<{ reservations: Reservation[] }>(urlOf(bookingApi.takenTimes, {}, { date, reservationTypeId }));
      return response.data.reservations;
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }

  async book(input: BookingInput): Promise<BookingResult> {
    try {
      const response = await this.http.post<{ message: string; reservation: { _id: string } }>(urlOf(bookingApi.book), input);
      return { message: response.data.message, reservationId: response.data.reservation._id };
    } catch (error) {
      throw heldElsewhere(error) ?? requestFailureFrom(error);
    }
  }
}
