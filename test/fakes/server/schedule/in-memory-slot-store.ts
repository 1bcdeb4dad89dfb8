import { randomUUID } from 'node:crypto';
import type { SlotStore } from '../../../../server/modules/schedule';
import type { ScheduleSlot } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import { byDateTime, type ScheduleRows } from './schedule-rows';

/** The types' slots in memory, on the one calendar the shared rows hold. */
export class InMemorySlotStore implements SlotStore {
  constructor(private readonly rows: ScheduleRows) {}

  async list(typeId: string, from: string, to: string, holdStartedAfter: Date): Promise<ScheduleSlot[]> {
    return this.rows.slots
      .filter((slot) => slot.typeId === typeId && slot.date >= from && slot.date <= to)
      .sort(byDateTime)
      .map((slot) => ({ _id: slot.id, date: slot.date, time: slot.time, occupancy: this.rows.occupancy(slot.date, slot.time, holdStartedAfter) }));
  }

  async insertMissing(typeId: string, slots: SlotAt[], now: Date): Promise<number> {
    let created = 0;
    for (const { date, time } of slots) {
      if (this.rows.slots.some((slot) => slot.typeId === typeId && slot.date === date && slot.time === time)) continue;
      this.rows.slots.push({ id: randomUUID(), typeId, date, time, createdAt: now });
      created += 1;
    }
    return created;
  }

  async removeUnlessTaken(typeId: string, slotId: string, holdStartedAfter: Date): Promise<'removed' | 'missing' | 'taken'> {
    const index = this.rows.slots.findIndex((slot) => slot.id === slotId && slot.typeId === typeId);
    if (index < 0) return 'missing';
    const { date, time } = this.rows.slots[index];
    if (this.rows.occupancy(date, time, holdStartedAfter) !== 'free') return 'taken';
    this.rows.slots.splice(index, 1);
    return 'removed';
  }
}
