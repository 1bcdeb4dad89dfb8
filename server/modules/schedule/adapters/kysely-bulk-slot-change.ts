import type { Transaction } from 'kysely';
import type { BulkPlan, BulkSelection, BulkSlot } from '../../../../src/core/domain/bulk-slot-change';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { BulkFound } from '../ports/slot-store';

type Trx = Transaction<Database>;

/** The selection's slots with their type's title, locked so a booking or another change waits for this one. */
async function selectedSlots(trx: Trx, selection: BulkSelection, holdStartedAfter: Date): Promise<BulkSlot[]> {
  let query = trx
    .selectFrom('time_slots as s')
    .innerJoin('reservation_types as t', 't.id', 's.reservation_type_id')
    .select(['s.id', 's.reservation_type_id', 't.title', 's.date', 's.time'])
    .where('s.date', '>=', selection.from)
    .where('s.date', '<=', selection.to);
  if (selection.typeId !== undefined) query = query.where('s.reservation_type_id', '=', selection.typeId);
  if (selection.fromTime !== undefined) query = query.where('s.time', '>=', selection.fromTime);
  if (selection.toTime !== undefined) query = query.where('s.time', '<', selection.toTime);
  const rows = await query.orderBy('s.date').orderBy('s.time').forUpdate('s').execute();
  const live = await trx
    .selectFrom('reservations')
    .select(['reservation_type_id', 'date', 'time'])
    .where('date', '>=', selection.from)
    .where('date', '<=', selection.to)
    .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb.and([eb('status', '=', 'pending'), eb('created_at', '>', holdStartedAfter)])]))
    .execute();
  const booked = new Set(live.map((row) => `${row.reservation_type_id} ${row.date} ${row.time}`));
  return rows.map((row) => ({
    id: row.id,
    typeId: row.reservation_type_id,
    typeTitle: row.title,
    date: row.date,
    time: row.time,
    booked: booked.has(`${row.reservation_type_id} ${row.date} ${row.time}`),
  }));
}

async function slotsAt(trx: Trx, selection: BulkSelection, range: { from: string; to: string } | null): Promise<BulkFound['targets']> {
  if (!range) return [];
  let query = trx
    .selectFrom('time_slots')
    .select(['reservation_type_id', 'date', 'time'])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to);
  if (selection.typeId !== undefined) query = query.where('reservation_type_id', '=', selection.typeId);
  const rows = await query.execute();
  return rows.map((row) => ({ typeId: row.reservation_type_id, date: row.date, time: row.time }));
}

const CHUNK = 500;

/** Reads, decides and (unless previewing) carries the plan out, all in one transaction. */
export function changeSlotsInBulk(
  db: AppDatabase,
  selection: BulkSelection,
  targets: { from: string; to: string } | null,
  holdStartedAfter: Date,
  decide: (found: BulkFound) => BulkPlan,
  mode: { preview: boolean; now: Date },
): Promise<BulkPlan> {
  return db.transaction().execute(async (trx) => {
    const found = { slots: await selectedSlots(trx, selection, holdStartedAfter), targets: await slotsAt(trx, selection, targets) };
    const plan = decide(found);
    if (mode.preview) return plan;
    for (let start = 0; start < plan.ids.length; start += CHUNK) {
      await trx
        .deleteFrom('time_slots')
        .where('id', 'in', plan.ids.slice(start, start + CHUNK))
        .execute();
    }
    for (let start = 0; start < plan.targets.length; start += CHUNK) {
      const chunk = plan.targets.slice(start, start + CHUNK);
      await trx
        .insertInto('time_slots')
        .values(chunk.map((slot) => ({ reservation_type_id: slot.typeId, date: slot.date, time: slot.time, created_at: mode.now })))
        .onConflict((conflict) => conflict.columns(['reservation_type_id', 'date', 'time']).doNothing())
        .execute();
    }
    return plan;
  });
}
