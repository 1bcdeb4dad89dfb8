import { addDays } from '../../../../src/core/domain/business-time';
import { overlapsOf, type SlotOverlaps } from '../../../../src/core/domain/slot-overlap';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import type { ScheduleContext } from './schedule-context';

/** What a publication did: slots added, the ones named, and the overlapping pairs it made. */
export interface Published {
  created: number;
  named: number;
  overlaps: SlotOverlaps;
}

/**
 * Adds each type's slots that it does not have yet, then finds the slots of every type around
 * them whose ranges (session plus buffer) overlap one of the named slots: a warning, not a refusal.
 */
export async function publishSlots(context: Pick<ScheduleContext, 'slots'>, byType: Map<string, SlotAt[]>, now: Date): Promise<Published> {
  let created = 0;
  const named: Array<SlotAt & { typeId: string }> = [];
  for (const [typeId, slots] of byType) {
    created += await context.slots.insertMissing(typeId, slots, now);
    for (const slot of slots) named.push({ typeId, ...slot });
  }
  if (named.length === 0) return { created, named: 0, overlaps: { pairs: [], total: 0 } };
  const dates = named.map((slot) => slot.date).sort();
  // a session late in the evening can run past midnight into the next day's first slots
  const around = await context.slots.spans(addDays(dates[0], -1), addDays(dates[dates.length - 1], 1));
  return { created, named: named.length, overlaps: overlapsOf(named, around) };
}
