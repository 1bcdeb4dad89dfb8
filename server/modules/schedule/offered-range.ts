import { addDays } from '../../../src/core/domain/business-time';
import { monthRange } from '../../../src/core/domain/booking-months';
import { isoToJalali } from '../../../src/core/domain/jalali-date';
import type { DayRange } from '../../../src/core/domain/day-range';

/** The longest range of slots one read carries: two months, so a month always fits whole. */
export const MAX_OFFERED_RANGE_DAYS = 62;

/** A range as the query names it: either end may be absent. */
export interface AskedRange {
  from?: string;
  to?: string;
}

/** The first and last day of the Jalali month holding `day`. */
export function jalaliMonthOf(day: string): DayRange {
  return monthRange(isoToJalali(day));
}

/**
 * The days whose slots one read carries: from the asked start (else `startOf`) but never before
 * today, to the asked end (else the end of that start's Jalali month), shortened to at most
 * 62 days. An end before the start is an empty range, not an error.
 */
export function offeredRange(asked: AskedRange, startOf: string, today: string): DayRange {
  const start = asked.from ?? startOf;
  const from = start < today ? today : start;
  const to = asked.to ?? jalaliMonthOf(from).to;
  const last = addDays(from, MAX_OFFERED_RANGE_DAYS - 1);
  return { from, to: to > last ? last : to };
}

/** Where a type's booking page starts by default: the Jalali month of its first offered day, or this month. */
export function firstMonthStart(offeredDays: string[], today: string): string {
  return jalaliMonthOf(offeredDays[0] ?? today).from;
}
