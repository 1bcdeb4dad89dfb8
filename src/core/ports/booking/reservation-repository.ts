import type { Reservation } from '../../domain/reservation';

export interface BookingInput {
  reservationTypeId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  timeSlot: string;
}

export interface BookingResult {
  /** the server's Persian success text */
  message: string;
  reservationId: string;
}

/**
 * The booking calls of the API. A failure rejects with a RequestFailure carrying the server's
 * message, or marked as a network failure; a booking refused because the customer already holds
 * another slot rejects with HeldElsewhere, which carries that hold.
 */
export interface ReservationRepository {
  /** The reservations that block a time on this date (any type: one consultant, one calendar). */
  byDate(date: string, reservationTypeId: string): Promise<Reservation[]>;
  book(input: BookingInput): Promise<BookingResult>;
}
