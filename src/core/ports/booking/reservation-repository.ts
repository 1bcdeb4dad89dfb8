import type { Reservation } from '../../domain/reservation';

export interface BookingInput {
  reservationTypeId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  timeSlot: string;
  /** the buyer's national ID or economic code (Latin digits) when the customer asked for an official invoice */
  buyerTaxId?: string;
  /** the customer's answers to the type's questions, by question id, as typed (a document question's: the ids uploaded under it) */
  answers?: Record<string, string | string[]>;
  /** the documents uploaded on the booking screen before paying, to attach to the booking */
  documentIds?: string[];
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
