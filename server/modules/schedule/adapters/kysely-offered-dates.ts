import { sql } from 'kysely';
import type { AvailableDate } from '../../../../src/core/domain/reservation-type';
import type { DayRange } from '../../../../src/core/domain/day-range';
import type { AppDatabase } from '../../../db/database';
import { openAt } from '../../../db/closed-time';
import { freeOfOutsideBusy } from '../../../db/outside-busy';

/** The slots of a type that no day off closes: what a customer sees on a day. */
function slotsNotClosed(db: AppDatabase) {
  return db
    .selectFrom('time_slots')
    .innerJoin('reservation_types', 'reservation_types.id', 'time_slots.reservation_type_id')
    .where(openAt(sql.ref('time_slots.date'), sql.ref('time_slots.time'), sql.ref('reservation_types.duration_minutes')));
}

/** Whether no outside event keeps the slot busy, with the type's length and rest. */
const freeOfBusy = freeOfOutsideBusy(
  sql.ref('time_slots.date'),
  sql.ref('time_slots.time'),
  sql`reservation_types.duration_minutes + reservation_types.buffer_minutes`,
);

/** The slots of a type that no day off closes and no outside event keeps busy: the one rule every offered day follows. */
function openSlots(db: AppDatabase) {
  return slotsNotClosed(db).where(freeOfBusy);
}

/**
 * Each type's slots within the range that no day off closes, grouped by date, times in order; a
 * slot an outside event keeps busy is among them, marked busy, so the calendar shows it greyed.
 */
export async function offeredDates(db: AppDatabase, typeIds: string[], range: DayRange): Promise<Map<string, AvailableDate[]>> {
  const byType = new Map<string, AvailableDate[]>();
  if (typeIds.length === 0 || range.to < range.from) return byType;
  const slots = await slotsNotClosed(db)
    .select(['time_slots.id', 'time_slots.reservation_type_id', 'time_slots.date', 'time_slots.time', freeOfBusy.as('free')])
    .where('time_slots.reservation_type_id', 'in', typeIds)
    .where('time_slots.date', '>=', range.from)
    .where('time_slots.date', '<=', range.to)
    .orderBy('time_slots.date')
    .orderBy('time_slots.time')
    .execute();
  for (const slot of slots) {
    const dates = byType.get(slot.reservation_type_id) ?? [];
    let day = dates[dates.length - 1];
    if (!day || day.date !== slot.date) {
      day = { date: slot.date, timeSlots: [] };
      dates.push(day);
    }
    day.timeSlots.push(slot.free ? { _id: slot.id, time: slot.time } : { _id: slot.id, time: slot.time, busy: true });
    byType.set(slot.reservation_type_id, dates);
  }
  return byType;
}

/**
 * The days from `fromDay` on with at least one open slot of the type: only the dates, read
 * through the unique (reservation_type_id, date, time) index, never the slot rows themselves.
 */
export async function offeredDays(db: AppDatabase, typeId: string, fromDay: string): Promise<string[]> {
  const rows = await openSlots(db)
    .select('time_slots.date')
    .distinct()
    .where('time_slots.reservation_type_id', '=', typeId)
    .where('time_slots.date', '>=', fromDay)
    .orderBy('time_slots.date')
    .execute();
  return rows.map((row) => row.date);
}
