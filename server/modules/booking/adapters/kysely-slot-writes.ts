/** The two writes that take a time on the one-calendar constraint: a new hold and a moved booking. */
import type { AppDatabase } from '../../../db/database';
import { SlotTakenError, type BookingTimeChange, type NewHold } from '../ports/booking-store';
import { lapseStaleHolds, writeLedger } from './kysely-booking-rows';
import { isDeadlock, isExclusionViolation } from '../../../db/postgres-errors';
import { retryOnDeadlock } from '../../../db/retry-on-deadlock';
import { lockBookingDay } from '../../../db/booking-day-lock';
import type { Db } from './kysely-booking-rows';

/**
 * A transaction that puts a booking on `date`'s calendar: it takes the day's lock first; a
 * deadlock on the one-calendar constraint is retried; one that persists, or an overlap, is a
 * taken hour (SlotTakenError).
 */
export async function takingATime<T>(db: AppDatabase, date: string, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await retryOnDeadlock(() =>
      db.transaction().execute(async (trx) => {
        await lockBookingDay(trx, date);
        return work(trx);
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error) || isDeadlock(error)) throw new SlotTakenError();
    throw error;
  }
}

/** A new hold, in its transaction with the stale holds it lapses. */
export function holdSlotIn(db: AppDatabase, hold: NewHold): Promise<string> {
  return takingATime(db, hold.date, async (trx) => {
    await lapseStaleHolds(trx, hold, hold.lapsedBefore, hold.now);
    const row = await trx
      .insertInto('reservations')
      .values({
        user_id: hold.userId,
        customer_name: hold.customerName,
        customer_email: hold.customerEmail,
        client_address: hold.clientAddress,
        reservation_type_id: hold.reservationTypeId,
        date: hold.date,
        time: hold.time,
        status: 'pending',
        price: hold.price,
        buyer_tax_id: hold.buyerTaxId ?? null,
        answers: JSON.stringify(hold.answers ?? []),
        cancel_reason: null,
        created_at: hold.now,
        updated_at: hold.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLedger(trx, row.id, null, { kind: 'hold-made', actor: 'customer', actorId: hold.userId }, hold.now, null, 'pending');
    return row.id;
  });
}

/** A confirmed booking moved to another time of its type, lapsing the stale holds there; a taken time is a SlotTakenError. */
export async function moveBookingIn(db: AppDatabase, id: string, change: BookingTimeChange): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBookingDay(trx, change.to.date);
      const booked = await trx.selectFrom('reservations').select('reservation_type_id').where('id', '=', id).executeTakeFirst();
      if (!booked) return false;
      await lapseStaleHolds(trx, { reservationTypeId: booked.reservation_type_id, ...change.to }, change.lapsedBefore, change.at);
      const moved = await trx
        .updateTable('reservations')
        .set({ date: change.to.date, time: change.to.time, updated_at: change.at })
        .where('id', '=', id)
        .where('status', '=', 'confirmed')
        .where('date', '=', change.from.date)
        .where('time', '=', change.from.time)
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
