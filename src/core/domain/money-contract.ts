import type { PaymentLifecycleStatus, ReservationLifecycleStatus } from './money-status';

/**
 * The shapes of the money's answers, shared by the server that sends them and the client that
 * reads them. Times are ISO instants; amounts tomans; dates YYYY-MM-DD and times HH:mm (Tehran).
 */

/** The payment a customer sees beside one of their reservations: the one that confirmed it, else the latest. */
export interface CustomerPayment {
  status: PaymentLifecycleStatus;
  amount: number;
  refId: string | null;
  /** masked, as the bank gives it */
  cardPan: string | null;
  paidAt: string | null;
}

/** The signed-in customer's live unpaid hold: the one slot they may pay for again or release. */
export interface CustomerHold {
  _id: string;
  reservationTypeId: string;
  title: string;
  date: string;
  timeSlot: string;
  createdAt: string;
  price: number;
}

/** GET /api/reservations/my-hold */
export interface MyHoldAnswer {
  success: true;
  hold: CustomerHold | null;
}

/**
 * A free booking (price 0) goes through no bank: its authority, made by the server, starts with
 * this, so the callback page can say it was booked for free rather than paid.
 */
export const FREE_AUTHORITY_PREFIX = 'FREE';

export function isFreeAuthority(authority: string | null): boolean {
  return !!authority && authority.startsWith(FREE_AUTHORITY_PREFIX);
}

/**
 * POST /api/payments/verify answers 200 `{success: true, state: 'paid', refId, message}` when the
 * booking is confirmed, 202 `{success: true, state: 'checking', message}` when the bank has not
 * given its final word yet (the job keeps asking), and 4xx `{success: false, message,
 * reservationTypeId}` when it failed; the message says what happened to the money.
 */
export type VerifyAnswer =
  { success: true; state: 'paid'; refId: string | null; message: string } | { success: true; state: 'checking'; message: string };

/** GET /api/payments/by-authority/{authority}: which of the signed-in customer's reservations that bank authority belongs to. */
export interface AuthorityAnswer {
  success: true;
  reservationId: string;
  reservationTypeId: string;
}

/** One row of the ledger as the consultant reads it. */
export interface LedgerEntry {
  kind: string;
  /** the entry in Persian, for the consultant */
  text: string;
  fromStatus: string | null;
  toStatus: string | null;
  gatewayCode: number | null;
  message: string | null;
  actor: 'customer' | 'consultant' | 'bank' | 'system';
  createdAt: string;
}

/** One payment attempt of a booking, as the consultant sees it. */
export interface PaymentAttempt {
  _id: string;
  gateway: string;
  authority: string;
  amount: number;
  status: PaymentLifecycleStatus;
  refId: string | null;
  cardPan: string | null;
  gatewayCode: number | null;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** GET /api/reservations/{id}/payments (admin) */
export interface PaymentHistoryAnswer {
  success: true;
  reservationStatus: ReservationLifecycleStatus;
  payments: PaymentAttempt[];
  events: LedgerEntry[];
}

/** One payment whose money must go back, for the consultant's refund-owed list. */
export interface RefundOwed {
  paymentId: string;
  reservationId: string;
  customerName: string;
  customerEmail: string;
  reservationTypeTitle: string;
  date: string;
  time: string;
  amount: number;
  refId: string | null;
  cardPan: string | null;
  /** why the money is owed, in Persian */
  reason: string;
  since: string;
  /** the bank's last answer to a reverse, when one was tried */
  lastGatewayCode: number | null;
  lastGatewayMessage: string | null;
}

/** A configuration problem the bank reported, which only the consultant can fix (merchant id, domain, server IP). */
export interface GatewayProblem {
  code: number | null;
  message: string;
  at: string;
}

/** GET /api/payments/refunds-owed (admin) */
export interface RefundsOwedAnswer {
  success: true;
  refunds: RefundOwed[];
  gatewayProblems: GatewayProblem[];
}
