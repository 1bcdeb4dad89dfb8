import { sql, type Transaction } from 'kysely';
import type { PaymentLifecycleStatus } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { bookedSessionMinutes } from '../../../db/booked-length';
import type { LedgerEvent, StoredPayment, StoredReservation } from '../ports/booking-store';

/** The database itself, or one transaction on it. */
export type Db = AppDatabase | Transaction<Database>;

/** Reservations with their type's title, ready for `toReservation`. */
export function reservationRows(db: Db) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
    .select([
      'r.id',
      'r.user_id',
      'r.reservation_type_id',
      't.title',
      'r.date',
      'r.time',
      'r.status',
      'r.price',
      'r.payment_id',
      'r.customer_email',
      'r.created_at',
    ])
    .select(bookedSessionMinutes('r').as('session_minutes'));
}

/** Appends one ledger line; called in the transaction of the status change it describes. */
export async function writeLedger(
  db: Db,
  reservationId: string,
  paymentId: string | null,
  event: LedgerEvent,
  at: Date,
  from: string | null,
  to: string | null,
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({
      reservation_id: reservationId,
      payment_id: paymentId,
      kind: event.kind,
      from_status: from,
      to_status: to,
      gateway_code: event.gatewayCode ?? null,
      message: event.message ?? null,
      actor: event.actor,
      actor_id: event.actorId ?? null,
      created_at: at,
    })
    .execute();
}

/**
 * Lapses the holds that began at or before `lapsedBefore` and whose busy range overlaps the one
 * a session of this type at this date and time would take, so a new booking or a move may take
 * it (the hold-expiry job would have done the same); never the reservation `slot` itself names.
 * Served by the one-calendar constraint's index.
 */
export async function lapseStaleHolds(
  db: Db,
  slot: { id?: string; reservationTypeId: string; date: string; time: string },
  lapsedBefore: Date,
  at: Date,
): Promise<void> {
  const lapsed = await db
    .updateTable('reservations')
    .$if(slot.id !== undefined, (update) => update.where('id', '!=', slot.id!))
    .set({ status: 'expired', updated_at: at })
    .where(
      sql<boolean>`tstzrange(starts_at, blocked_until) && reservation_busy_range(${slot.reservationTypeId}, ${slot.date}, ${slot.time})`,
    )
    .where('status', '=', 'pending')
    .where('created_at', '<=', lapsedBefore)
    .returning('id')
    .execute();
  for (const row of lapsed) await writeLedger(db, row.id, null, { kind: 'hold-lapsed', actor: 'system' }, at, 'pending', 'expired');
}

export function toReservation(row: {
  id: string;
  user_id: string | null;
  reservation_type_id: string;
  title: string;
  date: string;
  time: string;
  session_minutes: number;
  status: string;
  price: number;
  payment_id: string | null;
  customer_email: string;
  created_at: Date;
}): StoredReservation {
  return {
    id: row.id,
    userId: row.user_id,
    reservationTypeId: row.reservation_type_id,
    typeTitle: row.title,
    date: row.date,
    time: row.time,
    sessionMinutes: Number(row.session_minutes),
    status: row.status as ReservationLifecycleStatus,
    price: row.price,
    paymentId: row.payment_id,
    customerEmail: row.customer_email,
    createdAt: new Date(row.created_at),
  };
}

export function toPayment(
  row: Database['payments'] extends infer _
    ? {
        id: string;
        reservation_id: string;
        gateway: string;
        authority: string;
        amount: number;
        status: string;
        ref_id: string | null;
        card_pan: string | null;
        failure_reason: string | null;
        checks: number;
        created_at: Date;
        paid_at: Date | null;
      }
    : never,
): StoredPayment {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    gateway: row.gateway,
    authority: row.authority,
    amount: row.amount,
    status: row.status as PaymentLifecycleStatus,
    refId: row.ref_id,
    cardPan: row.card_pan,
    failureReason: row.failure_reason,
    checks: Number(row.checks),
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at ? new Date(row.paid_at) : null,
  };
}
