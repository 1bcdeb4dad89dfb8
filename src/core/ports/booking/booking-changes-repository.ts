import type { CustomerCancelOutcome } from '../../domain/customer-change';

/** The customer's changes to their own confirmed booking, and the consultant's notice for them; rejections carry the server's Persian message. */
export interface BookingChangesRepository {
  /** the server's message and what became of the money */
  cancelMine(reservationId: string): Promise<{ message: string; money: CustomerCancelOutcome }>;
  /** the server's message naming the new time */
  moveMine(reservationId: string, to: { date: string; timeSlot: string }): Promise<string>;
  changeNoticeHours(): Promise<number>;
  /** the consultant sets the notice; answers the server's confirmation */
  setChangeNoticeHours(hours: number): Promise<string>;
  /** minutes before a session after which it may no longer be booked */
  bookingNoticeMinutes(): Promise<number>;
  /** the consultant sets that minimum notice; answers the server's confirmation */
  setBookingNoticeMinutes(minutes: number): Promise<string>;
}
