import type { Transaction } from 'kysely';
import type { BookingOutcome, PaymentLifecycleStatus } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import {
  SlotTakenError, type BookingStore, type LedgerEvent, type Move, type NewHold, type PaymentSettlement,
  type StoredPayment, type StoredReservation,
} from '../ports/booking-store';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === UNIQUE_VIOLATION;

type Db = AppDatabase | Transaction<Database>;

/** The booking module's store on Kysely: PGlite or PostgreSQL, the same SQL. */
export class KyselyBookingStore implements BookingStore {
  constructor(private readonly db: AppDatabase) {}

  async holdSlot(hold: NewHold): Promise<string> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const lapsed = await trx.updateTable('reservations')
          .set({ status: 'expired', updated_at: hold.now })
          .where('date', '=', hold.date).where('time', '=', hold.time)
          .where('status', '=', 'pending').where('created_at', '<=', hold.lapsedBefore)
          .returning('id').execute();
        for (const row of lapsed) {
          await this.ledger(trx, row.id, null, { kind: 'hold-lapsed', actor: 'system' }, hold.now, 'pending', 'expired');
        }
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
        await this.ledger(trx, row.id, null, { kind: 'hold-made', actor: 'customer', actorId: hold.userId }, hold.now, null, 'pending');
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlotTakenError();
      throw error;
    }
  }

  async offeredSlotPrice(reservationTypeId: string, date: string, time: string): Promise<{ price: number } | 'no-type' | 'no-slot'> {
    const type = await this.db.selectFrom('reservation_types').select('price')
      .where('id', '=', reservationTypeId).where('is_active', '=', true).executeTakeFirst();
    if (!type) return 'no-type';
    const slot = await this.db.selectFrom('time_slots').select('id')
      .where('reservation_type_id', '=', reservationTypeId).where('date', '=', date).where('time', '=', time).executeTakeFirst();
    return slot ? { price: type.price } : 'no-slot';
  }

  async findReservation(id: string): Promise<StoredReservation | null> {
    const row = await this.reservations(this.db).where('r.id', '=', id).executeTakeFirst();
    return row ? toReservation(row) : null;
  }

  async liveHoldOf(userId: string, holdsSince: Date): Promise<StoredReservation | null> {
    const row = await this.reservations(this.db)
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
        .set({ status: move.to, updated_at: move.at, ...(move.event.kind === 'cancelled-by-consultant' ? { cancel_reason: move.event.message ?? null } : {}) })
        .where('id', '=', id).where('status', '=', move.from).executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      await this.ledger(trx, id, null, move.event, move.at, move.from, move.to);
      return true;
    });
  }

  async lapsedHolds(lapsedBefore: Date, limit: number): Promise<StoredReservation[]> {
    const rows = await this.reservations(this.db)
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
      await this.ledger(trx, reservation.id, row.id, event, at, null, 'initiated');
      return toPayment(row);
    });
  }

  async note(reservationId: string, paymentId: string | null, event: LedgerEvent, at: Date): Promise<void> {
    await this.ledger(this.db, reservationId, paymentId, event, at, null, null);
  }

  async findPayment(id: string): Promise<StoredPayment | null> {
    const row = await this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  async findPaymentByAuthority(authority: string): Promise<StoredPayment | null> {
    const row = await this.db.selectFrom('payments').selectAll().where('authority', '=', authority).executeTakeFirst();
    return row ? toPayment(row) : null;
  }

  async settlePaid(payment: StoredPayment, reservation: StoredReservation, settlement: PaymentSettlement): Promise<BookingOutcome | null> {
    const attempt = async (tryToConfirm: boolean): Promise<BookingOutcome | null> =>
      this.db.transaction().execute(async (trx) => {
        // Lock the payment first: of two settlers (the callback and the job), the second waits and then sees it settled.
        const open = await trx.selectFrom('payments').select('status').where('id', '=', payment.id).forUpdate().executeTakeFirst();
        if (open?.status !== 'initiated') return null;
        let outcome: BookingOutcome;
        const current = await trx.selectFrom('reservations').select(['status', 'payment_id']).where('id', '=', reservation.id).forUpdate().executeTakeFirstOrThrow();
        if (current.payment_id !== null || current.status === 'confirmed') outcome = 'already-paid';
        else if (!tryToConfirm || !['pending', 'expired'].includes(current.status)) outcome = 'slot-lost';
        else {
          await trx.updateTable('reservations')
            .set({ status: 'confirmed', payment_id: payment.id, cancel_reason: null, updated_at: settlement.at })
            .where('id', '=', reservation.id).execute();
          await this.ledger(trx, reservation.id, payment.id, { kind: 'confirmed', actor: 'system' }, settlement.at, current.status, 'confirmed');
          outcome = 'confirmed';
        }
        const to = settlement.decide(outcome);
        // the lifecycle always moves an open payment the bank paid; refusing here would leave a confirmation without its payment
        if (!to) throw new Error(`the payment lifecycle refused BANK_PAID (${outcome}) for payment ${payment.id}`);
        await trx.updateTable('payments').set({
          status: to,
          ref_id: settlement.refId,
          card_pan: settlement.cardPan,
          gateway_code: settlement.gatewayCode,
          paid_at: settlement.at,
          failure_reason: outcome === 'confirmed' ? null : outcome,
          check_after: to === 'refund_required' ? settlement.at : null,
          lease_until: null,
          updated_at: settlement.at,
        }).where('id', '=', payment.id).execute();
        await this.ledger(trx, reservation.id, payment.id, settlement.event, settlement.at, 'initiated', to);
        return outcome;
      });
    try {
      return await attempt(true);
    } catch (error) {
      // Another booking holds the time (the one-calendar index): the money was taken for a slot that is gone.
      if (!isUniqueViolation(error)) throw error;
      return attempt(false);
    }
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
      await this.ledger(trx, moved.reservation_id, id, move.event, move.at, move.from, move.to);
      return true;
    });
  }

  async postponePayment(payment: StoredPayment, checkAfter: Date | null, event: LedgerEvent, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('payments')
        .set({ check_after: checkAfter, lease_until: null, gateway_code: event.gatewayCode ?? null, updated_at: at })
        .where('id', '=', payment.id).execute();
      await this.ledger(trx, payment.reservationId, payment.id, event, at, payment.status, payment.status);
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

  private reservations(db: Db) {
    return db.selectFrom('reservations as r').innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      .select(['r.id', 'r.user_id', 'r.reservation_type_id', 't.title', 'r.date', 'r.time', 'r.status', 'r.price', 'r.payment_id', 'r.customer_email', 'r.created_at']);
  }

  private async ledger(db: Db, reservationId: string, paymentId: string | null, event: LedgerEvent, at: Date, from: string | null, to: string | null): Promise<void> {
    await db.insertInto('payment_events').values({
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
    }).execute();
  }
}

function toReservation(row: {
  id: string; user_id: string | null; reservation_type_id: string; title: string; date: string; time: string; status: string;
  price: number; payment_id: string | null; customer_email: string; created_at: Date;
}): StoredReservation {
  return {
    id: row.id,
    userId: row.user_id,
    reservationTypeId: row.reservation_type_id,
    typeTitle: row.title,
    date: row.date,
    time: row.time,
    status: row.status as ReservationLifecycleStatus,
    price: row.price,
    paymentId: row.payment_id,
    customerEmail: row.customer_email,
    createdAt: new Date(row.created_at),
  };
}

function toPayment(row: Database['payments'] extends infer _ ? {
  id: string; reservation_id: string; gateway: string; authority: string; amount: number; status: string; ref_id: string | null;
  card_pan: string | null; failure_reason: string | null; checks: number; created_at: Date; paid_at: Date | null;
} : never): StoredPayment {
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
