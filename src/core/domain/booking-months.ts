import type { AvailableDate, BookableType } from './reservation-type';
import type { DayRange } from './day-range';
import { monthParam, type CalendarMonth } from './booking-calendar';
import { isoToJalali, jalaliMonthLength, jalaliToIso } from './jalali-date';

/**
 * The booking calendar reads one Jalali month of slots at a time: a type names every offered day,
 * but carries the slots of the months read so far. Months are known by their address key (1405-09).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** The first and last day of a Jalali month. */
export function monthRange(month: Pick<CalendarMonth, 'year' | 'month'>): DayRange {
  return {
    from: jalaliToIso({ year: month.year, month: month.month, day: 1 }),
    to: jalaliToIso({ year: month.year, month: month.month, day: jalaliMonthLength(month.year, month.month) }),
  };
}

/** The key of the Jalali month holding a day. */
export function monthKeyOf(date: string): string {
  const j = isoToJalali(date);
  return `${j.year}-${String(j.month).padStart(2, '0')}`;
}

/**
 * The month an address names, as a range to read: the month of `?date=YYYY-MM-DD`, or `?month=1405-09`;
 * undefined when it names neither (the server then answers its default month).
 */
export function rangeOfAddress(value: string | null | undefined): DayRange | undefined {
  if (!value) return undefined;
  if (DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return monthRange(isoToJalali(value));
  const month = MONTH.exec(value);
  if (!month || Number(month[2]) < 1 || Number(month[2]) > 12) return undefined;
  return monthRange({ year: Number(month[1]), month: Number(month[2]) });
}

/** The dates known so far with those of `range` replaced by what was just read for it. */
export function mergeDates(known: AvailableDate[], loaded: AvailableDate[], range: DayRange): AvailableDate[] {
  const inside = (entry: AvailableDate) => entry.date >= range.from && entry.date <= range.to;
  return [...known.filter((entry) => !inside(entry)), ...loaded.filter(inside)].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
}

/**
 * The shown months whose slots the type already carries: every offered day of the month has its
 * slots in `availableDates` (the server answered a range covering it).
 */
export function loadedMonthsOf(months: CalendarMonth[], type: Pick<BookableType, 'offeredDays' | 'availableDates'>): string[] {
  const carried = new Set(type.availableDates.filter((entry) => entry.timeSlots.length > 0).map((entry) => entry.date));
  return months.map(monthParam).filter((key) => {
    const offered = type.offeredDays.filter((day) => monthKeyOf(day) === key);
    return offered.length > 0 && offered.every((day) => carried.has(day));
  });
}

/** True when the month holding `date` has had its slots read. */
export function isMonthLoaded(loadedMonths: string[], date: string): boolean {
  return loadedMonths.includes(monthKeyOf(date));
}
