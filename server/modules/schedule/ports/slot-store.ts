import type { ScheduleSlot } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';
import type { SessionLength } from '../../../../src/core/domain/availability-template';
import type { BulkPlan, BulkSelection, BulkSlot } from '../../../../src/core/domain/bulk-slot-change';
import type { SlotSpan } from '../../../../src/core/domain/slot-overlap';

/** A type as publishing spaces its slots. */
export type TypeLength = SessionLength & { id: string; title: string };

/** What a bulk change reads before deciding: the selection's slots, and the slots already at a move's targets. */
export interface BulkFound {
  slots: BulkSlot[];
  targets: Array<SlotAt & { typeId: string }>;
}

/**
 * A type's published slots. Every type shares one calendar: a date and time is taken, for
 * all types, by a confirmed reservation or by a hold that began after `holdStartedAfter`.
 */
export interface SlotStore {
  /** the type's slots from `from` to `to` (both included), in date and time order, each with what holds it now */
  list(typeId: string, from: string, to: string, holdStartedAfter: Date): Promise<ScheduleSlot[]>;
  /** adds the slots the type does not have yet; answers how many were new */
  insertMissing(typeId: string, slots: SlotAt[], now: Date): Promise<number>;
  /** removes a slot unless its date and time is taken; a booking made meanwhile waits for the answer */
  removeUnlessTaken(typeId: string, slotId: string, holdStartedAfter: Date): Promise<'removed' | 'missing' | 'taken'>;
  /** the named types that exist, with their session lengths */
  lengthsOf(typeIds: string[]): Promise<TypeLength[]>;
  /** every type's slots from `from` to `to` (both included), with their type's session length */
  spans(from: string, to: string): Promise<SlotSpan[]>;
  /**
   * Reads the selection (its rows locked, in one transaction), lets `decide` plan the change and,
   * unless `preview`, carries the plan out in the same transaction; answers the plan.
   */
  changeInBulk(
    selection: BulkSelection,
    targets: { from: string; to: string } | null,
    holdStartedAfter: Date,
    decide: (found: BulkFound) => BulkPlan,
    mode: { preview: boolean; now: Date },
  ): Promise<BulkPlan>;
}
