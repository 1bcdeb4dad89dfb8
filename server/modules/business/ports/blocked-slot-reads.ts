import type { AgendaBlockedSlot } from '../../../../src/core/contracts/api/business-api';
import type { DateRange } from '../../../../src/core/domain/business-weeks';

/** What the agenda reads of the consultant's own calendars. */
export interface BlockedSlotReads {
  /**
   * The published slots of active types in the range that a kept busy interval blocks (the rule
   * offering follows, the type's rest included) and that no live booking holds: neither a
   * confirmed one nor a hold made after `holdsSince`. Soonest first, at most `limit`.
   */
  blockedSlots(range: DateRange, holdsSince: Date, limit: number): Promise<AgendaBlockedSlot[]>;
}
