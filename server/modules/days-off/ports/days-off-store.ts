import type { AffectedBooking, DayOff, DayOffInput } from '../../../../src/core/domain/day-off';

/** Where the closed times and the skipped official holidays are kept. SQL lives only in its adapter. */
export interface DaysOffStore {
  /** the days off that end on or after `fromDate`, earliest first, at most `limit` */
  list(fromDate: string, limit: number): Promise<DayOff[]>;
  /** saves them all in one transaction, in order */
  add(inputs: DayOffInput[]): Promise<DayOff[]>;
  /** false when there was no such day off */
  remove(id: string): Promise<boolean>;
  /** the live bookings inside the closed time: confirmed, or held after `holdsSince`; at most `limit`, earliest first */
  affected(dayOff: DayOffInput, holdsSince: Date, limit: number): Promise<AffectedBooking[]>;
  skippedHolidays(): Promise<Set<string>>;
  skipHolidays(dates: string[]): Promise<void>;
}
