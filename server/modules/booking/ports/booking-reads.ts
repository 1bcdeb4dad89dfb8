import type { MyReservation } from '../../../../src/core/domain/my-reservation';
import type { GatewayProblem, PaymentHistoryAnswer, RefundOwed } from '../../../../src/core/domain/money-contract';

/** A time that is taken on a date, for every type: confirmed, or held and not yet lapsed. */
export interface TakenTime {
  timeSlot: string;
  status: 'pending' | 'confirmed';
  createdAt: string;
}

/** What the customer's and the consultant's screens read about bookings and their money. */
export interface BookingReads {
  /** the times taken on this date: confirmed ones and holds that began after `holdStartedAfter` */
  takenTimes(date: string, holdStartedAfter: Date): Promise<TakenTime[]>;
  /** the customer's reservations, newest first, at most `limit` */
  myReservations(userId: string, now: Date, limit: number): Promise<MyReservation[]>;
  /** one reservation's payment attempts and ledger; null when there is no such reservation */
  paymentHistory(reservationId: string): Promise<Omit<PaymentHistoryAnswer, 'success'> | null>;
  refundsOwed(limit: number): Promise<RefundOwed[]>;
  /** configuration errors the bank reported since `since`, newest first */
  gatewayProblems(since: Date, limit: number): Promise<GatewayProblem[]>;
}
