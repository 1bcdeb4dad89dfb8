import type { DayOffView } from '../../contracts/api/days-off-api';
import type { DayOffInput, HolidayOffer } from '../../domain/day-off';

/** The consultant's closed times and the official holidays offered to close. Rejections carry the server's Persian message. */
export interface DaysOffRepository {
  list(): Promise<DayOffView[]>;
  holidays(): Promise<HolidayOffer[]>;
  /** the day off saved, with the live bookings inside it, and the server's confirmation */
  add(input: DayOffInput): Promise<{ dayOff: DayOffView; message: string }>;
  /** the server's confirmation */
  remove(id: string): Promise<string>;
  /** the server's confirmation */
  acceptHolidays(dates: string[]): Promise<string>;
  /** the server's confirmation */
  skipHolidays(dates: string[]): Promise<string>;
}
