import { randomUUID } from 'node:crypto';
import type { SlotStore } from '../../../../server/modules/schedule';
import type { ScheduleSlot } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import type { BulkPlan, BulkSelection } from '../../../../src/core/domain/bulk-slot-change';
import { DEFAULT_SESSION_MINUTES } from '../../../../src/core/domain/session-length';
import type { SlotSpan } from '../../../../src/core/domain/slot-overlap';
import type { BulkFound, TypeLength } from '../../../../server/modules/schedule/ports/slot-store';
import { byDateTime, type ScheduleRows, type TypeRow } from './schedule-rows';

/** a type's session length, or the default while the type's fields carry none */
function lengthOf(type: TypeRow | undefined): { durationMinutes: number; bufferMinutes: number } {
  const fields = (type ?? {}) as Partial<Record<'durationMinutes' | 'bufferMinutes', number>>;
  return { durationMinutes: fields.durationMinutes ?? DEFAULT_SESSION_MINUTES, bufferMinutes: fields.bufferMinutes ?? 0 };
}

/** The types' slots in memory, on the one calendar the shared rows hold. */
export class InMemorySlotStore implements SlotStore {
  constructor(private readonly rows: ScheduleRows) {}

  async list(typeId: string, from: string, to: string, holdStartedAfter: Date): Promise<ScheduleSlot[]> {
    return this.rows.slots
      .filter((slot) => slot.typeId === typeId && slot.date >= from && slot.date <= to)
      .sort(byDateTime)
      .map((slot) => ({
        _id: slot.id,
        date: slot.date,
        time: slot.time,
        occupancy: this.rows.occupancy(slot.date, slot.time, holdStartedAfter),
      }));
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

  async lengthsOf(typeIds: string[]): Promise<TypeLength[]> {
    return this.rows.types
      .filter((type) => typeIds.includes(type.id))
      .map((type) => ({ id: type.id, title: type.title, ...lengthOf(type) }));
  }

  async spans(from: string, to: string): Promise<SlotSpan[]> {
    return this.rows.slots
      .filter((slot) => slot.date >= from && slot.date <= to)
      .map((slot) => {
        const type = this.rows.type(slot.typeId);
        return { typeId: slot.typeId, typeTitle: type?.title ?? '', date: slot.date, time: slot.time, ...lengthOf(type) };
      });
  }

  async changeInBulk(
    selection: BulkSelection,
    targets: { from: string; to: string } | null,
    holdStartedAfter: Date,
    decide: (found: BulkFound) => BulkPlan,
    mode: { preview: boolean; now: Date },
  ): Promise<BulkPlan> {
    const ofType = (slot: { typeId: string }) => selection.typeId === undefined || slot.typeId === selection.typeId;
    const live = this.rows.reservations.filter(
      (row) => row.status === 'confirmed' || (row.status === 'pending' && row.createdAt > holdStartedAfter),
    );
    const found: BulkFound = {
      slots: this.rows.slots
        .filter(
          (slot) =>
            ofType(slot) &&
            slot.date >= selection.from &&
            slot.date <= selection.to &&
            (selection.fromTime === undefined || slot.time >= selection.fromTime) &&
            (selection.toTime === undefined || slot.time < selection.toTime),
        )
        .sort(byDateTime)
        .map((slot) => ({
          id: slot.id,
          typeId: slot.typeId,
          typeTitle: this.rows.type(slot.typeId)?.title ?? '',
          date: slot.date,
          time: slot.time,
          booked: live.some((row) => row.reservationTypeId === slot.typeId && row.date === slot.date && row.time === slot.time),
        })),
      targets:
        targets === null
          ? []
          : this.rows.slots
              .filter((slot) => ofType(slot) && slot.date >= targets.from && slot.date <= targets.to)
              .map((slot) => ({ typeId: slot.typeId, date: slot.date, time: slot.time })),
    };
    const plan = decide(found);
    if (mode.preview) return plan;
    const gone = new Set(plan.ids);
    for (let index = this.rows.slots.length - 1; index >= 0; index -= 1)
      if (gone.has(this.rows.slots[index].id)) this.rows.slots.splice(index, 1);
    for (const target of plan.targets) await this.insertMissing(target.typeId, [target], mode.now);
    return plan;
  }
}
