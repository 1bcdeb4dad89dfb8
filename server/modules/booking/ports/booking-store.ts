import type { BookingAnswer, BookingQuestion } from '../../../../src/core/domain/booking-questions/booking-question';
import type { BookingOutcome, PaymentLifecycleStatus } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';

export type Actor = 'customer' | 'consultant' | 'bank' | 'system';

/** One line of the append-only ledger, written with the status change it describes. */
export interface LedgerEvent {
  kind: LedgerKind;
  actor: Actor;
  actorId?: string | null;
  gatewayCode?: number | null;
  message?: string | null;
}

export type LedgerKind =
  | 'hold-made'
  | 'hold-released'
  | 'hold-lapsed'
  | 'initiate-refused'
  | 'initiated'
  | 'verify-answer'
  | 'confirmed'
  | 'reverse-answer'
  | 'marked-refunded'
  | 'cancelled-by-consultant'
  | 'cancelled-by-customer'
  | 'moved-by-customer'
  | 'booked-by-consultant'
  | 'refund-owed';

export interface StoredReservation {
  id: string;
  userId: string | null;
  reservationTypeId: string;
  typeTitle: string;
  date: string;
  time: string;
  /** the session's length as it was booked (its end less its start), whatever its type says now */
  sessionMinutes: number;
  status: ReservationLifecycleStatus;
  price: number;
  paymentId: string | null;
  customerEmail: string;
  createdAt: Date;
}

export interface StoredPayment {
  id: string;
  reservationId: string;
  gateway: string;
  authority: string;
  amount: number;
  status: PaymentLifecycleStatus;
  refId: string | null;
  cardPan: string | null;
  /** why it is not paid: the bank's message, or 'slot-lost' / 'already-paid' for money owed back */
  failureReason: string | null;
  checks: number;
  createdAt: Date;
  paidAt: Date | null;
}

export interface NewHold {
  userId: string;
  customerName: string;
  customerEmail: string;
  clientAddress: string;
  reservationTypeId: string;
  date: string;
  time: string;
  price: number;
  /** the buyer's national ID or economic code for an official invoice; null (or absent) for the invoice that names no buyer */
  buyerTaxId?: string | null;
  /** the customer's answers, each with its question as asked; absent when none */
  answers?: BookingAnswer[];
  now: Date;
  /** holds that began at or before this instant have lapsed */
  lapsedBefore: Date;
}

export interface BookingTimeChange {
  from: { date: string; time: string };
  to: { date: string; time: string };
  /** holds at the new time that began at or before this instant have lapsed */
  lapsedBefore: Date;
  event: LedgerEvent;
  at: Date;
}

/** A status move, applied only if the row is still in `from`, with its ledger line, in one transaction. */
export interface Move<S extends string> {
  from: S;
  to: S;
  event: LedgerEvent;
  at: Date;
}

export interface PaymentSettlement {
  refId: string | null;
  cardPan: string | null;
  gatewayCode: number | null;
  event: LedgerEvent;
  at: Date;
  /** which status the payment moves to, given what confirming the booking did */
  decide(outcome: BookingOutcome): PaymentLifecycleStatus | null;
}

/** A slot that may be booked: its type's price and the questions its customer answers (absent: none). */
export interface OfferedSlot {
  price: number;
  questions?: BookingQuestion[];
}

/** Where the booking module keeps reservations, payments and their ledger. SQL lives only in its adapter. */
export interface BookingStore {
  /** makes a pending hold, first lapsing stale holds its range overlaps; throws SlotTakenError when its range overlaps another live booking */
  holdSlot(hold: NewHold): Promise<string>;
  /**
   * the price and questions when the type is active and offers this date and time; else which is missing, 'closed' when a day off closes it,
   * or 'busy' when an event of the consultant's own calendars overlaps the session or its rest
   */
  offeredSlotPrice(reservationTypeId: string, date: string, time: string): Promise<OfferedSlot | 'no-type' | 'no-slot' | 'closed' | 'busy'>;
  findReservation(id: string): Promise<StoredReservation | null>;
  /** the customer's live unpaid hold, if any */
  liveHoldOf(userId: string, holdsSince: Date): Promise<StoredReservation | null>;
  liveHoldsFrom(clientAddress: string, holdsSince: Date): Promise<number>;
  /** true when the row was still in `move.from` */
  moveReservation(id: string, move: Move<ReservationLifecycleStatus>): Promise<boolean>;
  /**
   * Moves a confirmed booking to another date and time of its type, first lapsing stale holds
   * its new range overlaps, with its ledger line; false when it is no longer confirmed at `from`; throws
   * SlotTakenError when the new time is taken (the one-calendar rule decides races).
   */
  moveBooking(id: string, change: BookingTimeChange): Promise<boolean>;
  /** pending holds whose six minutes are over, oldest first */
  lapsedHolds(lapsedBefore: Date, limit: number): Promise<StoredReservation[]>;

  /** records a new open payment and its ledger line */
  recordPayment(
    reservation: StoredReservation,
    gateway: string,
    authority: string,
    checkAfter: Date,
    event: LedgerEvent,
    at: Date,
  ): Promise<StoredPayment>;
  /** a ledger line about a reservation or payment that changes no status */
  note(reservationId: string, paymentId: string | null, event: LedgerEvent, at: Date): Promise<void>;
  findPayment(id: string): Promise<StoredPayment | null>;
  findPaymentByAuthority(authority: string): Promise<StoredPayment | null>;
  /**
   * The bank said paid: in one transaction, confirm the booking if it can be (pending or a
   * lapsed hold whose time is still free, not already paid), then move the payment as
   * `decide` says; answers what happened to the booking, or null when the payment was no longer open.
   */
  settlePaid(payment: StoredPayment, reservation: StoredReservation, settlement: PaymentSettlement): Promise<BookingOutcome | null>;
  /** true when the row was still in `move.from`; `checkAfter` says when the job asks again (null: never) */
  movePayment(
    id: string,
    move: Move<PaymentLifecycleStatus>,
    changes?: { gatewayCode?: number | null; failureReason?: string | null; checkAfter?: Date | null },
  ): Promise<boolean>;
  /** leaves the payment where it is, noting the answer and when to ask again */
  postponePayment(payment: StoredPayment, checkAfter: Date | null, event: LedgerEvent, at: Date): Promise<void>;
  /** payments the reconciliation job should look at now, leased to this caller until `leaseUntil` */
  claimDuePayments(now: Date, leaseUntil: Date, limit: number): Promise<StoredPayment[]>;
  /** asks the job to look at these authorities at once (the bank lists them as paid but unverified) */
  dueNow(authorities: string[], now: Date): Promise<void>;
  /** the reservation's paid payment, other than this one */
  paidPaymentOf(reservationId: string): Promise<StoredPayment | null>;
  /** where the customer's own reservation, with that authority, is */
  reservationOfAuthority(authority: string, userId: string): Promise<{ reservationId: string; reservationTypeId: string } | null>;
}

export class SlotTakenError extends Error {
  constructor() {
    super('slot taken');
  }
}
