import type { BookingFilters } from '../../../core/domain/admin-booking';
import { addDays } from '../../../core/domain/business-time';
import { formatJalaliNumeric } from '../../../core/domain/jalali-date';

/** How far ahead the bookings table looks when it opens: what is coming is what a consultant plans by. */
export const UPCOMING_DAYS = 30;

/** The table's opening filters: from today to UPCOMING_DAYS later. */
export function upcomingFilters(today: string): BookingFilters {
  return { from: today, to: addDays(today, UPCOMING_DAYS) };
}

/** Which bookings the table shows, in Persian. */
export function shownRangeText(filters: BookingFilters): string {
  const range =
    filters.from && filters.to
      ? `رزروهای ${formatJalaliNumeric(filters.from)} تا ${formatJalaliNumeric(filters.to)}`
      : filters.from
        ? `رزروهای ${formatJalaliNumeric(filters.from)} به بعد`
        : filters.to
          ? `رزروهای تا ${formatJalaliNumeric(filters.to)}`
          : 'رزروهای همه تاریخ‌ها';
  return filters.search ? `${range}، برای «${filters.search}»` : range;
}
