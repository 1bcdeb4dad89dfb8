import { randomUUID } from 'node:crypto';
import type { BookingOutcome, PaymentLifecycleStatus } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';
import type { BookingQuestion } from '../../../../src/core/domain/booking-questions/booking-question';
import { DEFAULT_SESSION_MINUTES } from '../../../../src/core/domain/session-length';
import {
  SlotTakenError,
  type BookingStore,
  type BookingTimeChange,
  type LedgerEvent,
  type Move,
  type NewHold,
  type OfferedSlot,
  type PaymentSettlement,
  type StoredPayment,
  type StoredReservation,
} from '../../../../server/modules/booking';
import type { OfferedType, StoredLedgerLine, StoredPaymentRow, StoredReservationRow } from './booking-rows';
import { lapseHolds, setStatus, takenBy, writeLedger } from './in-memory-ledger';
import { settlePaidIn } from './in-memory-settle-paid';

/**
 * The booking store in memory, keeping the promises the database keeps: live bookings' ranges
 * never overlap (the one-calendar constraint; every fake session lasts an hour with no rest), a move only from the status the caller saw, one
 * authority per payment, and a ledger line with every change. Tests offer types and slots with
 * `offer` and read what happened from `reservations`, `payments` and `ledger`.
 */
export class InMemoryBookingStore implements BookingStore {
  readonly types = new Map<string, OfferedType>();
  readonly reservations: StoredReservationRow[] = [];
  readonly payments: StoredPaymentRow[] = [];
  readonly ledger: StoredLedgerLine[] = [];

  /** an active type with the slots it offers; answers the type's id */
  offer(
    type: { title?: string; price: number; active?: boolean; durationMinutes?: number; questions?: BookingQuestion[] },
    slots: Array<{ date: string; time: string }> = [],
  ): string {
    const id = randomUUID();
    this.types.set(id, {
      id,
      title: type.title ?? 'مشاوره مالیاتی',
      price: type.price,
      active: type.active ?? true,
      durationMinutes: type.durationMinutes,
      questions: type.questions,
      slots: new Set(slots.map((slot) => `${slot.date} ${slot.time}`)),
    });
    return id;
  }

  async holdSlot(hold: NewHold): Promise<string> {
    lapseHolds(this.reservations, this.ledger, hold.date, hold.time, hold.lapsedBefore, hold.now);
    if (takenBy(this.reservations, hold.date, hold.time)) throw new SlotTakenError();
    const type = this.types.get(hold.reservationTypeId)!;
    const row: StoredReservationRow = {
      id: randomUUID(),
      userId: hold.userId,
      reservationTypeId: hold.reservationTypeId,
      typeTitle: type.title,
      date: hold.date,
      time: hold.time,
      sessionMinutes: type.durationMinutes ?? DEFAULT_SESSION_MINUTES,
      status: 'pending',
      price: hold.price,
      paymentId: null,
      customerEmail: hold.customerEmail,
      createdAt: hold.now,
      customerName: hold.customerName,
      clientAddress: hold.clientAddress,
      cancelReason: null,
      answers: hold.answers ?? [],
    };
    this.reservations.push(row);
    writeLedger(this.ledger, row.id, null, { kind: 'hold-made', actor: 'customer', actorId: hold.userId }, hold.now, null, 'pending');
    return row.id;
  }

  async offeredSlotPrice(reservationTypeId: string, date: string, time: string): Promise<OfferedSlot | 'no-type' | 'no-slot'> {
    const type = this.types.get(reservationTypeId);
    if (!type?.active) return 'no-type';
    return type.slots.has(`${date} ${time}`) ? { price: type.price, questions: type.questions ?? [] } : 'no-slot';
  }

  async findReservation(id: string): Promise<StoredReservation | null> {
    return copy(this.reservations.find((row) => row.id === id));
  }

  async liveHoldOf(userId: string, holdsSince: Date): Promise<StoredReservation | null> {
    const holds = this.reservations.filter((row) => row.userId === userId && row.status === 'pending' && row.createdAt > holdsSince);
    return copy(holds.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]);
  }

  async liveHoldsFrom(clientAddress: string, holdsSince: Date): Promise<number> {
    return this.reservations.filter((row) => row.clientAddress === clientAddress && row.status === 'pending' && row.createdAt > holdsSince)
      .length;
  }

  async moveReservation(id: string, move: Move<ReservationLifecycleStatus>): Promise<boolean> {
    const row = this.reservations.find((each) => each.id === id);
    if (!row || row.status !== move.from) return false;
    if (move.to === 'cancelled') row.cancelReason = move.event.message ?? null;
    setStatus(this.ledger, row, move.to, move.at, move.event);
    return true;
  }

  async moveBooking(id: string, change: BookingTimeChange): Promise<boolean> {
    lapseHolds(this.reservations, this.ledger, change.to.date, change.to.time, change.lapsedBefore, change.at);
    const row = this.reservations.find((each) => each.id === id);
    if (!row || row.status !== 'confirmed' || row.date !== change.from.date || row.time !== change.from.time) return false;
    if (takenBy(this.reservations, change.to.date, change.to.time, id)) throw new SlotTakenError();
    Object.assign(row, { date: change.to.date, time: change.to.time });
    writeLedger(this.ledger, id, null, change.event, change.at, 'confirmed', 'confirmed');
    return true;
  }

  async lapsedHolds(lapsedBefore: Date, limit: number): Promise<StoredReservation[]> {
    return this.reservations
      .filter((row) => row.status === 'pending' && row.createdAt <= lapsedBefore)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit)
      .map((row) => ({ ...row }));
  }

  async recordPayment(
    reservation: StoredReservation,
    gateway: string,
    authority: string,
    checkAfter: Date,
    event: LedgerEvent,
    at: Date,
  ): Promise<StoredPayment> {
    if (this.payments.some((row) => row.authority === authority)) throw new Error(`duplicate authority ${authority}`);
    const row: StoredPaymentRow = {
      id: randomUUID(),
      reservationId: reservation.id,
      gateway,
      authority,
      amount: reservation.price,
      status: 'initiated',
      refId: null,
      cardPan: null,
      failureReason: null,
      checks: 0,
      createdAt: at,
      paidAt: null,
      gatewayCode: null,
      checkAfter,
      leaseUntil: null,
      updatedAt: at,
    };
    this.payments.push(row);
    writeLedger(this.ledger, reservation.id, row.id, event, at, null, 'initiated');
    return { ...row };
  }

  async note(reservationId: string, paymentId: string | null, event: LedgerEvent, at: Date): Promise<void> {
    writeLedger(this.ledger, reservationId, paymentId, event, at, null, null);
  }

  async findPayment(id: string): Promise<StoredPayment | null> {
    return copy(this.payments.find((row) => row.id === id));
  }

  async findPaymentByAuthority(authority: string): Promise<StoredPayment | null> {
    return copy(this.payments.find((row) => row.authority === authority));
  }

  async settlePaid(payment: StoredPayment, reservation: StoredReservation, settlement: PaymentSettlement): Promise<BookingOutcome | null> {
    return settlePaidIn(this, payment, reservation, settlement);
  }

  async movePayment(
    id: string,
    move: Move<PaymentLifecycleStatus>,
    changes: { gatewayCode?: number | null; failureReason?: string | null; checkAfter?: Date | null } = {},
  ): Promise<boolean> {
    const row = this.payments.find((each) => each.id === id);
    if (!row || row.status !== move.from) return false;
    Object.assign(row, { status: move.to, updatedAt: move.at, leaseUntil: null }, definedOnly(changes));
    writeLedger(this.ledger, row.reservationId, id, move.event, move.at, move.from, move.to);
    return true;
  }

  async postponePayment(payment: StoredPayment, checkAfter: Date | null, event: LedgerEvent, at: Date): Promise<void> {
    const row = this.payments.find((each) => each.id === payment.id)!;
    Object.assign(row, { checkAfter, leaseUntil: null, gatewayCode: event.gatewayCode ?? null, updatedAt: at });
    writeLedger(this.ledger, payment.reservationId, payment.id, event, at, payment.status, payment.status);
  }

  async claimDuePayments(now: Date, leaseUntil: Date, limit: number): Promise<StoredPayment[]> {
    const due = this.payments
      .filter((row) => (row.status === 'initiated' || row.status === 'refund_required') && row.checkAfter !== null && row.checkAfter <= now)
      .filter((row) => row.leaseUntil === null || row.leaseUntil < now)
      .sort((a, b) => a.checkAfter!.getTime() - b.checkAfter!.getTime())
      .slice(0, limit);
    for (const row of due) Object.assign(row, { leaseUntil, checks: row.checks + 1 });
    return due.map((row) => ({ ...row }));
  }

  async dueNow(authorities: string[], now: Date): Promise<void> {
    for (const row of this.payments) if (authorities.includes(row.authority) && row.status === 'initiated') row.checkAfter = now;
  }

  async paidPaymentOf(reservationId: string): Promise<StoredPayment | null> {
    return copy(this.payments.find((row) => row.reservationId === reservationId && row.status === 'paid'));
  }

  async reservationOfAuthority(authority: string, userId: string): Promise<{ reservationId: string; reservationTypeId: string } | null> {
    const payment = this.payments.find((row) => row.authority === authority);
    const reservation = payment && this.reservations.find((row) => row.id === payment.reservationId && row.userId === userId);
    return reservation ? { reservationId: reservation.id, reservationTypeId: reservation.reservationTypeId } : null;
  }
}

function copy<T extends object>(row: T | undefined): T | null {
  return row ? { ...row } : null;
}

function definedOnly(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
