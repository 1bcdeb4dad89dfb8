import type { Reservation } from '../../src/core/domain/reservation';
import type { BookingInput, BookingResult, ReservationRepository } from '../../src/core/ports/booking/reservation-repository';

/** Answers from memory; a test sets what book() answers and reads what was asked. */
export class FakeReservationRepository implements ReservationRepository {
  /** reservations by date */
  byDateAnswers = new Map<string, Reservation[]>();
  byDateCalls: Array<{ date: string; reservationTypeId: string }> = [];
  bookCalls: BookingInput[] = [];
  /** what book() answers; an Error makes it reject with that error */
  bookAnswer: BookingResult | Error = { message: 'رزرو شما ثبت شد', reservationId: 'r-1' };
  /** when set, byDate() rejects with it */
  byDateFailure: Error | null = null;

  async byDate(date: string, reservationTypeId: string): Promise<Reservation[]> {
    this.byDateCalls.push({ date, reservationTypeId });
    if (this.byDateFailure) throw this.byDateFailure;
    return [...(this.byDateAnswers.get(date) ?? [])];
  }

  async book(input: BookingInput): Promise<BookingResult> {
    this.bookCalls.push(input);
    if (this.bookAnswer instanceof Error) throw this.bookAnswer;
    return this.bookAnswer;
  }
}
