import type { SessionPlace } from '../../../../src/core/domain/session-mode';
import type { MyReservation } from '../../../../src/core/domain/my-reservation';
import type { CustomerPayment, GatewayProblem, PaymentHistoryAnswer, RefundOwed } from '../../../../src/core/domain/money-contract';

/**
 * A range that is taken on a date, for every type: confirmed, or held and not yet lapsed; from
 * its start to the end of the rest after it, in minutes from the date's midnight in Tehran.
 */
export interface TakenTime {
  timeSlot: string;
  status: 'pending' | 'confirmed';
  createdAt: string;
  busyFrom: number;
  busyUntil: number;
}

/** What a receipt is made of: whose booking, what and when, and the payment that paid it (null when none did). */
export interface ReceiptFacts {
  userId: string | null;
  typeTitle: string;
  date: string;
  time: string;
  /** the payment that confirmed it, else its latest one that the bank paid */
  payment: (CustomerPayment & { paidAt: string }) | null;
  /** the tax ID of its e-invoice the taxpayer system accepted (a sale, not one replaced or cancelled); null when none */
  acceptedTaxId: string | null;
}

/** What the customer's and the consultant's screens read about bookings and their money. */
export interface BookingReads {
  /** the ranges taken on (or reaching into) this date: confirmed ones and holds that began after `holdStartedAfter` */
  takenTimes(date: string, holdStartedAfter: Date): Promise<TakenTime[]>;
  /** the customer's reservations, newest first, at most `limit` */
  myReservations(userId: string, now: Date, limit: number): Promise<MyReservation[]>;
  /** how a type's sessions happen, with its meeting link (for the booking's own calendar file); null when there is no such type */
  sessionPlace(reservationTypeId: string): Promise<SessionPlace | null>;
  /** one reservation's payment attempts and ledger; null when there is no such reservation */
  paymentHistory(reservationId: string): Promise<Omit<PaymentHistoryAnswer, 'success'> | null>;
  /** what the receipt of one reservation shows; null when there is no such reservation */
  receiptFacts(reservationId: string): Promise<ReceiptFacts | null>;
  refundsOwed(limit: number): Promise<RefundOwed[]>;
  /** configuration errors the bank reported since `since`, newest first */
  gatewayProblems(since: Date, limit: number): Promise<GatewayProblem[]>;
}
