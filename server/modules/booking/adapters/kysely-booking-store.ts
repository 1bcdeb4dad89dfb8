import { sql } from 'kysely';
import type { BookingOutcome, PaymentLifecycleStatus } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import { openAt } from '../../../db/closed-time';
import { freeOfOutsideBusy } from '../../../db/outside-busy';
import type {
  BookingStore,
  BookingTimeChange,
  LedgerEvent,
  Move,
  NewHold,
  OfferedSlot,
  PaymentSettlement,
  StoredPayment,
  StoredReservation,
} from '../ports/booking-store';
import { reservationRows, toPayment, toReservation, writeLedger } from './kysely-booking-rows';
import { settlePaidIn } from './kysely-settle-paid';
import { holdSlotIn, moveBookingIn } from './kysely-slot-writes';
import { claimDuePaymentsIn, dueNowIn, postponePaymentIn } from './kysely-payment-checks';

/** The booking module's store on Kysely: PGlite or PostgreSQL, the same SQL. */
export class KyselyBookingStore implements BookingStore {
  constructor(private readonly db: AppDatabase) {}

  holdSlot(hold: NewHold): Promise<string> {
    return holdSlotIn(this.db, hold);
  }

  async offeredSlotPrice(
    reservationTypeId: string,
    date: string,
    time: string,
  ): Promise<OfferedSlot | 'no-type' | 'no-slot' | 'closed' | 'busy'> {
    const type = await this.db
      .selectFrom('reservation_types')
      .select(['price', 'duration_minutes', 'buffer_minutes', 'questions'])
      .where('id', '=', reservationTypeId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!type) return 'no-type';
    const slot = await this.db
      .selectFrom('time_slots')
      .select(openAt(sql.val(date), sql.val(time), sql.val(type.duration_minutes)).as('open'))
      .select(freeOfOutsideBusy(sql.val(date), sql.val(time), sql.val(type.duration_minutes + type.buffer_minutes)).as('free'))
      .where('reservation_type_id', '=', reservationTypeId)
      .where('date', '=', date)
      .where('time', '=', time)
      .executeTakeFirst();
    if (!slot) return 'no-slot';
    if (!slot.open) return 'closed';
    return slot.free ? { price: type.price, questions: type.questions } : 'busy';
  }

  async findReservation(id: string): Promise<StoredReservation | null> {
    const row = await reservationRows(this.db).where('r.id', '=', id).executeTakeFirst();
    return row ? toReservation(row) : null;
  }

  async liveHoldOf(userId: string, holdsSince: Date): Promise<StoredReservation | null> {
    const row = await reservationRows(this.db)
      .where('r.user_id', '=', userId)
      .where('r.status', '=', 'pending')
      .where('r.created_at', '>', holdsSince)
      .orderBy('r.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toReservation(row) : null;
  }

  async liveHoldsFrom(clientAddress: string, holdsSince: Date): Promise<number> {
    const row = await this.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('client_address', '=', clientAddress)
      .where('status', '=', 'pending')
      .where('created_at', '>', holdsSince)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async moveReservation(id: string, move: Move<ReservationLifecycleStatus>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('reservations')
        .set({ status: move.to, updated_at: move.at, ...(move.to === 'cancelled' ? { cancel_reason: move.event.message ?? null } : {}) })
        .where('id', '=', id)
        .where('status', '=', move.from)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      await writeLedger(trx, id, null, move.event, move.at, move.from, move.to);
      return true;
    });
  }

  moveBooking(id: string, change: BookingTimeChange): Promise<boolean> {
    return moveBookingIn(this.db, id, change);
  }

  async lapsedHolds(lapsedBefore: Date, limit: number): Promise<StoredReservation[]> {
    const rows = await reservationRows(this.db)
      .where('r.status', '=', 'pending')
      .where('r.created_at', '<=', lapsedBefore)
      .orderBy('r.created_at')
      .limit(limit)
      .execute();
    return rows.map(toReservation);
  }

  async recordPayment(
    reservation: StoredReservation,
    gateway: string,
    authority: string,
    checkAfter: Date,
    event: LedgerEvent,
    at: Date,
  ): Promise<StoredPayment> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('payments')
        .values({
          reservation_id: reservation.id,
          gateway,
          authority,
          amount: reservation.price,
          status: 'initiated',
          check_after: checkAfter,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeLedger(trx, reservation.id, row.id, event, at, null, 'initiated');
      return toPayment(row);
    });
  }

  async note(reservationId: string, paymentId: string | null, event: LedgerEvent, at: Date): Promise<void> {
    await writeLedger(this.db, reservationId, paymentId, event, at, null, null);
  }

  async findPayment(id: string): Promise<StoredPayment | null> {
    const row = await this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  async findPaymentByAuthority(authority: string): Promise<StoredPayment | null> {
    const row = await this.db.selectFrom('payments').selectAll().where('authority', '=', authority).executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  settlePaid(payment: StoredPayment, reservation: StoredReservation, settlement: PaymentSettlement): Promise<BookingOutcome | null> {
    return settlePaidIn(this.db, payment, reservation, settlement);
  }

  async movePayment(
    id: string,
    move: Move<PaymentLifecycleStatus>,
    changes: { gatewayCode?: number | null; failureReason?: string | null; checkAfter?: Date | null } = {},
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('payments')
        .set({
          status: move.to,
          updated_at: move.at,
          lease_until: null,
          ...(changes.gatewayCode !== undefined ? { gateway_code: changes.gatewayCode } : {}),
          ...(changes.failureReason !== undefined ? { failure_reason: changes.failureReason } : {}),
          ...(changes.checkAfter !== undefined ? { check_after: changes.checkAfter } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', move.from)
        .returning('reservation_id')
        .executeTakeFirst();
      if (!moved) return false;
      await writeLedger(trx, moved.reservation_id, id, move.event, move.at, move.from, move.to);
      return true;
    });
  }

  postponePayment(payment: StoredPayment, checkAfter: Date | null, event: LedgerEvent, at: Date): Promise<void> {
    return postponePaymentIn(this.db, payment, checkAfter, event, at);
  }

  claimDuePayments(now: Date, leaseUntil: Date, limit: number): Promise<StoredPayment[]> {
    return claimDuePaymentsIn(this.db, now, leaseUntil, limit);
  }

  dueNow(authorities: string[], now: Date): Promise<void> {
    return dueNowIn(this.db, authorities, now);
  }

  async paidPaymentOf(reservationId: string): Promise<StoredPayment | null> {
    const row = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  async reservationOfAuthority(authority: string, userId: string): Promise<{ reservationId: string; reservationTypeId: string } | null> {
    const row = await this.db
      .selectFrom('payments as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['r.id', 'r.reservation_type_id'])
      .where('p.authority', '=', authority)
      .where('r.user_id', '=', userId)
      .executeTakeFirst();
    return row ? { reservationId: row.id, reservationTypeId: row.reservation_type_id } : null;
  }
}
