import type { CalendarDay, DayDisabledReason } from '../../../core/domain/booking-calendar';
import { toPersianDigits } from '../../../core/domain/persian-digits';

export const TODAY_TEXT = 'امروز';
const REASON_TEXT: Record<DayDisabledReason, string> = { past: 'گذشته', 'no-slots': 'بدون زمان آزاد', 'all-slots-passed': 'زمان‌ها گذشته' };

/** What a screen reader says of a day: its weekday, date and month, and whether it is today or closed and why. */
export function dayLabel(day: CalendarDay, monthName: string): string {
  const parts = [`${day.weekdayName} ${toPersianDigits(day.day)} ${monthName}`];
  if (day.today) parts.push(TODAY_TEXT);
  if (day.reason) parts.push(REASON_TEXT[day.reason]);
  return parts.join('، ');
}
