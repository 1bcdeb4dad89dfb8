import type { BookingAnswer, BookingQuestion } from '../../../../src/core/domain/booking-questions/booking-question';
import type { SessionPlace } from '../../../../src/core/domain/session-mode';
import type { LedgerEvent, StoredPayment, StoredReservation } from '../../../../server/modules/booking';

/** A type as the in-memory store offers it: its price and the date-and-time slots it has. */
export interface OfferedType {
  id: string;
  title: string;
  price: number;
  active: boolean;
  /** its session's length; an hour when a test does not say */
  durationMinutes?: number;
  /** how its sessions happen; online with no link when a test does not say */
  place?: SessionPlace;
  /** what its customers are asked; nothing when a test does not say */
  questions?: BookingQuestion[];
  /** "YYYY-MM-DD HH:mm" */
  slots: Set<string>;
}

/** A reservation with the columns the store keeps beside what it hands out. */
export interface StoredReservationRow extends StoredReservation {
  customerName: string;
  clientAddress: string;
  cancelReason: string | null;
  /** the answers kept with it, each beside its question as asked (none when absent) */
  answers?: BookingAnswer[];
}

export interface StoredPaymentRow extends StoredPayment {
  gatewayCode: number | null;
  /** when the reconciliation job asks the bank again; null: never */
  checkAfter: Date | null;
  leaseUntil: Date | null;
  updatedAt: Date;
}

/** One line of the append-only ledger. */
export interface StoredLedgerLine extends Required<LedgerEvent> {
  reservationId: string;
  paymentId: string | null;
  from: string | null;
  to: string | null;
  at: Date;
}
