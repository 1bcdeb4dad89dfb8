import type { ScheduleSlot, SlotOccupancy } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import type { AppDatabase } from '../../../db/database';
import { isUuid } from '../../../http/ids';
import type { SlotStore } from '../ports/slot-store';

const INSERT_CHUNK = 500;

/** A type's published slots on Kysely, read against the one calendar every type shares. */
export class KyselySlotStore implements SlotStore {
  constructor(private readonly db: AppDatabase) {}

  async list(typeId: string, from: string, to: string, holdStartedAfter: Date): Promise<ScheduleSlot[]> {
    const slots = await this.db
      .selectFrom('time_slots')
      .select(['id', 'date', 'time'])
      .where('reservation_type_id', '=', typeId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .orderBy('time')
      .execute();
    const active = await this.activeReservations(from, to, holdStartedAfter);
    return slots.map((slot) => ({
      _id: slot.id,
      date: slot.date,
      time: slot.time,
      occupancy: active.get(`${slot.date} ${slot.time}`) ?? 'free',
    }));
  }

  async insertMissing(typeId: string, slots: SlotAt[], now: Date): Promise<number> {
    let created = 0;
    for (let start = 0; start < slots.length; start += INSERT_CHUNK) {
      const chunk = slots.slice(start, start + INSERT_CHUNK);
      const inserted = await this.db
        .insertInto('time_slots')
        .values(chunk.map((slot) => ({ reservation_type_id: typeId, date: slot.date, time: slot.time, created_at: now })))
        .onConflict((conflict) => conflict.columns(['reservation_type_id', 'date', 'time']).doNothing())
        .returning('id')
        .execute();
      created += inserted.length;
    }
    return created;
  }

  /** The slot row is locked first, so a booking that reads the slot in its own transaction (FOR SHARE) waits for this decision. */
  async removeUnlessTaken(typeId: string, slotId: string, holdStartedAfter: Date): Promise<'removed' | 'missing' | 'taken'> {
    // an id that is not a UUID can never name a slot
    if (!isUuid(slotId)) return 'missing';
    return this.db.transaction().execute(async (trx) => {
      const slot = await trx
        .selectFrom('time_slots')
        .select(['id', 'date', 'time'])
        .where('id', '=', slotId)
        .where('reservation_type_id', '=', typeId)
        .forUpdate()
        .executeTakeFirst();
      if (!slot) return 'missing' as const;
      const holder = await trx
        .selectFrom('reservations')
        .select('id')
        .where('date', '=', slot.date)
        .where('time', '=', slot.time)
        .where((eb) => eb.or([
          eb('status', '=', 'confirmed'),
          eb.and([eb('status', '=', 'pending'), eb('created_at', '>', holdStartedAfter)]),
        ]))
        .executeTakeFirst();
      if (holder) return 'taken' as const;
      await trx.deleteFrom('time_slots').where('id', '=', slot.id).execute();
      return 'removed' as const;
    });
  }

  private async activeReservations(from: string, to: string, holdStartedAfter: Date): Promise<Map<string, SlotOccupancy>> {
    const rows = await this.db
      .selectFrom('reservations')
      .select(['date', 'time', 'status', 'created_at'])
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    const cutoff = holdStartedAfter.getTime();
    const byDateTime = new Map<string, SlotOccupancy>();
    for (const row of rows) {
      if (row.status === 'confirmed') byDateTime.set(`${row.date} ${row.time}`, 'booked');
      else if (new Date(row.created_at).getTime() > cutoff) byDateTime.set(`${row.date} ${row.time}`, 'held');
    }
    return byDateTime;
  }
}
