import type { ScheduleSlot, SlotOccupancy } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import type { AppDatabase } from '../../../db/database';
import { isUuid } from '../../../http/ids';
import type { BulkPlan, BulkSelection } from '../../../../src/core/domain/bulk-slot-change';
import type { SlotSpan } from '../../../../src/core/domain/slot-overlap';
import type { BulkFound, SlotStore, TypeLength } from '../ports/slot-store';
import { changeSlotsInBulk } from './kysely-bulk-slot-change';

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
        .where((eb) =>
          eb.or([eb('status', '=', 'confirmed'), eb.and([eb('status', '=', 'pending'), eb('created_at', '>', holdStartedAfter)])]),
        )
        .executeTakeFirst();
      if (holder) return 'taken' as const;
      await trx.deleteFrom('time_slots').where('id', '=', slot.id).execute();
      return 'removed' as const;
    });
  }

  async lengthsOf(typeIds: string[]): Promise<TypeLength[]> {
    const ids = typeIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('reservation_types')
      .select(['id', 'title', 'duration_minutes', 'buffer_minutes'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => ({ id: row.id, title: row.title, durationMinutes: row.duration_minutes, bufferMinutes: row.buffer_minutes }));
  }

  async spans(from: string, to: string): Promise<SlotSpan[]> {
    const rows = await this.db
      .selectFrom('time_slots as s')
      .innerJoin('reservation_types as t', 't.id', 's.reservation_type_id')
      .select(['s.reservation_type_id', 't.title', 's.date', 's.time', 't.duration_minutes', 't.buffer_minutes'])
      .where('s.date', '>=', from)
      .where('s.date', '<=', to)
      .execute();
    return rows.map((row) => ({
      typeId: row.reservation_type_id,
      typeTitle: row.title,
      date: row.date,
      time: row.time,
      durationMinutes: row.duration_minutes,
      bufferMinutes: row.buffer_minutes,
    }));
  }

  changeInBulk(
    selection: BulkSelection,
    targets: { from: string; to: string } | null,
    holdStartedAfter: Date,
    decide: (found: BulkFound) => BulkPlan,
    mode: { preview: boolean; now: Date },
  ): Promise<BulkPlan> {
    return changeSlotsInBulk(this.db, selection, targets, holdStartedAfter, decide, mode);
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
