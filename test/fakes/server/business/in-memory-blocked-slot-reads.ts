import type { AgendaBlockedSlot } from '../../../../src/core/contracts/api/business-api';
import type { DateRange } from '../../../../src/core/domain/business-weeks';
import type { BlockedSlotReads } from '../../../../server/modules/business';

/** The blocked slots from a given list, filtered to the range asked; records when holds were counted from. */
export class InMemoryBlockedSlotReads implements BlockedSlotReads {
  slots: AgendaBlockedSlot[] = [];
  holdsSince: Date[] = [];

  async blockedSlots(range: DateRange, holdsSince: Date, limit: number): Promise<AgendaBlockedSlot[]> {
    this.holdsSince.push(holdsSince);
    return this.slots.filter((slot) => slot.date >= range.from && slot.date <= range.to).slice(0, limit);
  }
}
