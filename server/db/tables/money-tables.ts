// Bookings and their money: reservations, payments, the ledger, the sandbox bank.
import type { ColumnType, Generated } from 'kysely';
import type { BookingAnswer } from '../../../src/core/domain/booking-questions/booking-question';
import type { CreatedAt, Timestamp } from './column-types';

export type ReservationStatus = 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'released';

export interface ReservationsTable {
  id: Generated<string>;
  user_id: string | null;
  reservation_type_id: string;
  date: string;
  time: string;
  status: ReservationStatus;
  /** the type's price in tomans when booked */
  price: number;
  cancel_reason: string | null;
  /** the payment that confirmed it */
  payment_id: Generated<string | null>;
  /** who booked, kept when the account is deleted once the booking was paid */
  customer_name: Generated<string>;
  customer_email: Generated<string>;
  /** the client address that made the hold; live holds are counted per address */
  client_address: Generated<string | null>;
  /** filled by the database from date, time and type (migration 171): the session's start and end, and the end of its rest after */
  starts_at: Generated<Date>;
  ends_at: Generated<Date>;
  blocked_until: Generated<Date>;
  /** when the consultant marked the past confirmed session as missed by its customer (migration 181) */
  no_show_at: Generated<Date | null>;
  /** the booking's calendar revisions (iCalendar's SEQUENCE), counted by the database when it moves or changes state (migration 250) */
  calendar_sequence: Generated<number>;
  /** the buyer's national ID or economic code when the customer asked for an official invoice; null for the invoice that names no buyer (migration 262) */
  buyer_tax_id: Generated<string | null>;
  /** the customer's answers to the type's questions, each with its question as it was asked (migration 270) */
  answers: ColumnType<BookingAnswer[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentStatus = 'initiated' | 'paid' | 'failed' | 'reversed' | 'refund_required' | 'refunded';

export interface PaymentsTable {
  id: Generated<string>;
  reservation_id: string;
  gateway: string;
  authority: string;
  /** tomans */
  amount: number;
  status: PaymentStatus;
  ref_id: string | null;
  card_pan: string | null;
  failure_reason: string | null;
  /** the gateway's last code about this payment (100, 101, -51, -62, ...) */
  gateway_code: Generated<number | null>;
  paid_at: Generated<Date | null>;
  /** when the reconciliation job asks the bank next; null when nothing is left to ask */
  check_after: Generated<Date | null>;
  checks: Generated<number>;
  /** a job process holds this payment until then */
  lease_until: Generated<Date | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type LedgerActor = 'customer' | 'consultant' | 'bank' | 'system';

/** The append-only ledger: every step of a booking's money, with who and when. */
export interface PaymentEventsTable {
  id: Generated<string>;
  reservation_id: string;
  payment_id: string | null;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  gateway_code: number | null;
  message: string | null;
  actor: LedgerActor;
  actor_id: string | null;
  created_at: Timestamp;
}

export type SandboxPaymentState = 'awaiting' | 'paid' | 'cancelled' | 'verified' | 'reversed';

export interface SandboxPaymentsTable {
  authority: string;
  amount: number;
  description: string;
  callback_url: string;
  state: SandboxPaymentState;
  ref_id: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface MoneyTables {
  reservations: ReservationsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  sandbox_payments: SandboxPaymentsTable;
}
