import type { AppDatabase } from '../db/database';

export interface ActiveReservation {
  timeSlot: string;
  status: 'pending' | 'confirmed';
  createdAt: string;
}

export interface NewPendingReservation {
  userId: string;
  reservationTypeId: string;
  date: string;
  time: string;
  price: number;
  now: Date;
}

/** Postgres answers a unique-index violation with this code; the index decides races. */
const UNIQUE_VIOLATION = '23505';

export class SlotTakenError extends Error {
  constructor() {
    super('slot taken');
  }
}

/** Reservations as the booking flow sees them: one consultant, one calendar. */
export class ReservationRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The reservations that block a time on this date, for every type: confirmed ones and
   * pending ones whose hold began after `holdStartedAfter`.
   */
  async activeOn(date: string, holdStartedAfter: Date): Promise<ActiveReservation[]> {
    const rows = await this.db
      .selectFrom('reservations')
      .select(['time', 'status', 'created_at'])
      .where('date', '=', date)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'confirmed'),
          eb.and([eb('status', '=', 'pending'), eb('created_at', '>', holdStartedAfter)]),
        ]),
      )
      .orderBy('time')
      .execute();
    return rows.map((row) => ({
      timeSlot: row.time,
      status: row.status as 'pending' | 'confirmed',
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /**
   * Lapses the stale holds at that date and time, then inserts the new pending hold, in one
   * transaction; throws SlotTakenError when a live hold or a confirmed booking is there.
   */
  async holdSlot(input: NewPendingReservation, holdStartedAfter: Date): Promise<string> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('reservations')
          .set({ status: 'expired', updated_at: input.now })
          .where('date', '=', input.date)
          .where('time', '=', input.time)
          .where('status', '=', 'pending')
          .where('created_at', '<=', holdStartedAfter)
          .execute();
        const row = await trx
          .insertInto('reservations')
          .values({
            user_id: input.userId,
            reservation_type_id: input.reservationTypeId,
            date: input.date,
            time: input.time,
            status: 'pending',
            price: input.price,
            cancel_reason: null,
            created_at: input.now,
            updated_at: input.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new SlotTakenError();
      throw error;
    }
  }

  /** The type's price when it is active and offers exactly this date and time, else which of the two failed. */
  async offeredSlotPrice(reservationTypeId: string, date: string, time: string): Promise<{ price: number } | 'no-type' | 'no-slot'> {
    const type = await this.db
      .selectFrom('reservation_types')
      .select('price')
      .where('id', '=', reservationTypeId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!type) return 'no-type';
    const slot = await this.db
      .selectFrom('time_slots')
      .select('id')
      .where('reservation_type_id', '=', reservationTypeId)
      .where('date', '=', date)
      .where('time', '=', time)
      .executeTakeFirst();
    return slot ? { price: type.price } : 'no-slot';
  }
}
