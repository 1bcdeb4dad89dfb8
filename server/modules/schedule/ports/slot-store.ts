import type { ScheduleSlot } from '../../../../src/core/domain/schedule-slot';
import type { SlotAt } from '../../../../src/core/domain/weekly-template';

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
}
