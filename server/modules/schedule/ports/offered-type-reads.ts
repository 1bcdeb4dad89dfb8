import type { AvailableDate, ReservationType } from '../../../../src/core/domain/reservation-type';
import type { DayRange } from '../../../../src/core/domain/day-range';

/** The active reservation types as customers see them, and their open slots read by range. */
export interface OfferedTypeReads {
  /** the active types in display order, each with no dates (the cards) */
  listActive(): Promise<ReservationType[]>;
  /** the card of one active type, with no dates; null when there is no such active type */
  findActive(id: string): Promise<ReservationType | null>;
  /** each type's slots open to booking (no day off closes them) within the range, by date then time */
  availableDates(typeIds: string[], range: DayRange): Promise<Map<string, AvailableDate[]>>;
  /** every day from `fromDay` on with at least one such slot of the type, ascending */
  offeredDays(typeId: string, fromDay: string): Promise<string[]>;
}
