import { sql } from 'kysely';
import type { BookingOutcome, PaymentLifecycleStatus } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import { openAt } from '../../../db/closed-time';
import {
  SlotTakenError, type BookingStore, type BookingTimeChange, type LedgerEvent, type Move, type NewHold, type PaymentSettlement,
  type StoredPayment, type StoredReservation,
} from '../ports/booking-store';
import { lapseStaleHolds, reservationRows, toPayment, toReservation, writeLedger } from './kysely-booking-rows';
import { isDeadlock, isExclusionViolation } from '../../../db/postgres-errors';
import { retryOnDeadlock } from '../../../db/retry-on-deadlock';
import { settlePaidIn } from './kysely-settle-paid';

/** The booking module's store on Kysely: PGlite or PostgreSQL, the same SQL. */
export class KyselyBookingStore implements BookingStore {
  constructor(private readonly db: AppDatabase) {}

  /** A deadlock on the one-calendar constraint is retried; one that persists is a taken hour. */
  async holdSlot(hold: NewHold): Promise<string> {
    try {
      return await retryOnDeadlock(() => this.insertHold(hold));
    } catch (error) {
      if (isExclusionViolation(error) || isDeadlock(error)) throw new SlotTakenError();
      throw error;
    }
  }

  private async insertHold(hold: NewHold): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await lapseStaleHolds(trx, hold, hold.lapsedBefore, hold.now);
      const row = await trx.insertInto('reservations').values({
        user_id: hold.userId,
        customer_name: hold.customerName,
        customer_email: hold.customerEmail,
        client_address: hold.clientAddress,
        reservation_type_id: hold.reservationTypeId,
        date: hold.date,
        time: hold.time,
        status: 'pending',
        price: hold.price,
        cancel_reason: null,
        created_at: hold.now,
        updated_at: hold.now,
      }).returning('id').executeTakeFirstOrThrow();
      await writeLedger(trx, row.id, null, { kind: 'hold-made', actor: 'customer', actorId: hold.userId }, hold.now, null, 'pending');
      return row.id;
    });
  }

  async offeredSlotPrice(reservationTypeId: string, date: string, time: string): Promise<{ price: number } | 'no-type' | 'no-slot' | 'closed'> {
    const type = await this.db.selectFrom('reservation_types').select(['price', 'duration_minutes'])
      .where('id', '=', reservationTypeId).where('is_active', '=', true).executeTakeFirst();
    if (!type) return 'no-type';
    const slot = await this.db.selectFrom('time_slots').select(openAt(sql.val(date), sql.val(time), sql.val(type.duration_minutes)).as('open'))
      .where('reservation_type_id', '=', reservationTypeId).where('date', '=', date).where('time', '=', time).executeTakeFirst();
    if (!slot) return 'no-slot';
    return slot.open ? { price: type.price } : 'closed';
  }

  async findReservation(id: string): Promise<StoredReservation | null> {
    const row = await reservationRows(this.db).where('r.id', '=', id).executeTakeFirst();
    return row ? toReservation(row) : null;
  }

  async liveHoldOf(userId: string, holdsSince: Date): Promise<StoredReservation | null> {
    const row = await reservationRows(this.db)
      .where('r.user_id', '=', userId).where('r.status', '=', 'pending').where('r.created_at', '>', holdsSince)
      .orderBy('r.created_at', 'desc').limit(1).executeTakeFirst();
    return row ? toReservation(row) : null;
  }

  async liveHoldsFrom(clientAddress: string, holdsSince: Date): Promise<number> {
    const row = await this.db.selectFrom('reservations').select((eb) => eb.fn.countAll<string>().as('count'))
      .where('client_address', '=', clientAddress).where('status', '=', 'pending').where('created_at', '>', holdsSince)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async moveReservation(id: string, move: Move<ReservationLifecycleStatus>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx.updateTable('reservations')
        .set({ status: move.to, updated_at: move.at, ...(move.to === 'cancelled' ? { cancel_reason: move.event.message ?? null } : {}) })
        .where('id', '=', id).where('status', '=', move.from).executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      await writeLedger(trx, id, null, move.event, move.at, move.from, move.to);
      return true;
    });
  }

  async moveBooking(id: string, change: BookingTimeChange): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const booked = await trx.selectFrom('reservations').select('reservation_type_id').where('id', '=', id).executeTakeFirst();
        if (!booked) return false;
        await lapseStaleHolds(trx, { reservationTypeId: booked.reservation_type_id, ...change.to }, change.lapsedBefore, change.at);
        const moved = await trx.updateTable('reservations')
          .set({ date: change.to.date, time: change.to.time, updated_at: change.at })
          .where('id', '=', id).where('status', '=', 'confirmed')
          .where('date', '=', change.from.date).where('time', '=', change.from.time)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) return false;
        await writeLedger(trx, id, null, change.event, change.at, 'confirmed', 'confirmed');
        return true;
      });
    } catch (error) {
      // Two customers swapping into each other's times: each time was taken when asked for.
      if (isExclusionViolation(error) || isDeadlock(error)) throw new SlotTakenError();
      throw error;
    }
  }

  async lapsedHolds(lapsedBefore: Date, limit: number): Promise<StoredReservation[]> {
    const rows = await reservationRows(this.db)
      .where('r.status', '=', 'pending').where('r.created_at', '<=', lapsedBefore)
      .orderBy('r.created_at').limit(limit).execute();
    return rows.map(toReservation);
  }

  async recordPayment(reservation: StoredReservation, gateway: string, authority: string, checkAfter: Date, event: LedgerEvent, at: Date): Promise<StoredPayment> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('payments').values({
        reservation_id: reservation.id,
        gateway,
        authority,
        amount: reservation.price,
        status: 'initiated',
        check_after: checkAfter,
        updated_at: at,
      }).returningAll().executeTakeFirstOrThrow();
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
      const moved = await trx.updateTable('payments')
        .set({
          status: move.to,
          updated_at: move.at,
          lease_until: null,
          ...(changes.gatewayCode !== undefined ? { gateway_code: changes.gatewayCode } : {}),
          ...(changes.failureReason !== undefined ? { failure_reason: changes.failureReason } : {}),
          ...(changes.checkAfter !== undefined ? { check_after: changes.checkAfter } : {}),
        })
        .where('id', '=', id).where('status', '=', move.from)
        .returning('reservation_id').executeTakeFirst();
      if (!moved) return false;
      await writeLedger(trx, moved.reservation_id, id, move.event, move.at, move.from, move.to);
      return true;
    });
  }

  async postponePayment(payment: StoredPayment, checkAfter: Date | null, event: LedgerEvent, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('payments')
        .set({ check_after: checkAfter, lease_until: null, gateway_code: event.gatewayCode ?? null, updated_at: at })
        .where('id', '=', payment.id).execute();
      await writeLedger(trx, payment.reservationId, payment.id, event, at, payment.status, payment.status);
    });
  }

  async claimDuePayments(now: Date, leaseUntil: Date, limit: number): Promise<StoredPayment[]> {
    // SKIP LOCKED: two processes claiming at once take different rows; the lease outlives a killed process only until it ends.
    const rows = await this.db.updateTable('payments')
      .set((eb) => ({ lease_until: leaseUntil, checks: eb('checks', '+', 1) }))
      .where('id', 'in', (eb) => eb.selectFrom('payments').select('id')
        .where('status', 'in', ['initiated', 'refund_required'])
        .where('check_after', '<=', now)
        .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
        .orderBy('check_after').limit(limit)
        .forUpdate().skipLocked())
      .returningAll().execute();
    return rows.map(toPayment);
  }

  async dueNow(authorities: string[], now: Date): Promise<void> {
    if (authorities.length === 0) return;
    await this.db.updateTable('payments').set({ check_after: now })
      .where('authority', 'in', authorities).where('status', '=', 'initiated').execute();
  }

  async paidPaymentOf(reservationId: string): Promise<StoredPayment | null> {
    const row = await this.db.selectFrom('payments').selectAll()
      .where('reservation_id', '=', reservationId).where('status', '=', 'paid').executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  async reservationOfAuthority(authority: string, userId: string): Promise<{ reservationId: string; reservationTypeId: string } | null> {
    const row = await this.db.selectFrom('payments as p').innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['r.id', 'r.reservation_type_id'])
      .where('p.authority', '=', authority).where('r.user_id', '=', userId).executeTakeFirst();
    return row ? { reservationId: row.id, reservationTypeId: row.reservation_type_id } : null;
  }
}
