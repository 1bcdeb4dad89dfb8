import type { AvailableDate, ReservationType, TimeSlot } from './reservation-type';
import { DEFAULT_BOOKING_NOTICE_MINUTES, insideBookingNotice } from './booking-notice';
import { DEFAULT_SESSION_MINUTES } from './session-length';
import type { Reservation } from './reservation';
import { blocksSlot } from './reservation';
import { holdRemainingMs } from './countdown';
import type { CustomerHold } from './money-contract';
import { toBusinessWallClock } from './business-time';
import { isoToJalali, jalaliMonthLength, jalaliMonthName, jalaliToIso, persianWeekdayIndex, persianWeekdayName } from './jalali-date';
import { toPersianDigits } from './persian-digits';

/**
 * The Jalali month model of the booking screen (spec sections 2 and 5). Dates are compared
 * as YYYY-MM-DD strings and times as HH:mm strings, on Tehran's wall clock.
 */
export interface CalendarMonth {
  year: number;
  /** 1 to 12 */
  month: number;
  /** "آذر ۱۴۰۵" */
  label: string;
}

export type DayDisabledReason = 'past' | 'all-slots-passed' | 'no-slots';

export interface CalendarDay {
  /** YYYY-MM-DD */
  date: string;
  /** day of the Jalali month */
  day: number;
  weekdayName: string;
  /** 0 Saturday to 6 Friday */
  weekdayIndex: number;
  disabled: boolean;
  reason: DayDisabledReason | null;
  /** today on Tehran's wall clock */
  today: boolean;
}

/**
 * 'mine' is a live hold of the customer looking at the screen; 'pending' is someone else's;
 * 'busy' is a time an event of the consultant's own calendar keeps.
 */
export type SlotState = 'free' | 'booked' | 'pending' | 'mine' | 'passed' | 'busy';

export interface SlotView {
  time: string;
  state: SlotState;
  /** when pending or mine: the hold's start, for its countdown */
  heldSince: string | null;
}

/** What a type's slot takes of the one calendar, and how soon before its start it may still be booked. */
export interface SlotRules {
  /** the type's session length plus the rest after it */
  spanMinutes: number;
  /** the practice's minimum notice */
  noticeMinutes: number;
}

/** A type the browser kept from before types carried lengths has none: it counts as an hour, with no rest and the default notice, until the fresh list comes. */
export function slotRulesOf(type: Partial<Pick<ReservationType, 'durationMinutes' | 'bufferMinutes' | 'bookingNoticeMinutes'>>): SlotRules {
  return {
    spanMinutes: (type.durationMinutes ?? DEFAULT_SESSION_MINUTES) + (type.bufferMinutes ?? 0),
    noticeMinutes: type.bookingNoticeMinutes ?? DEFAULT_BOOKING_NOTICE_MINUTES,
  };
}

const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** True when the slot cannot be booked now: it has begun, or starts sooner than the minimum notice allows. */
function isTooLate(date: string, time: string, now: number, noticeMinutes: number): boolean {
  return isSlotPassed(date, time, now) || insideBookingNotice(date, time, now, noticeMinutes);
}

/** The customer's own hold, as far as the calendar needs it. */
export type OwnHold = Pick<CustomerHold, 'date' | 'timeSlot' | 'createdAt'>;

function monthKey(year: number, month: number): number {
  return year * 12 + (month - 1);
}

function slotsOn(availableDates: AvailableDate[], date: string): TimeSlot[] {
  return availableDates.find((entry) => entry.date === date)?.timeSlots ?? [];
}

/** The day's slots a customer could book, were they not taken: not the ones an outside event keeps busy. */
function bookableSlotsOn(availableDates: AvailableDate[], date: string): TimeSlot[] {
  return slotsOn(availableDates, date).filter((slot) => !slot.busy);
}

/** A slot has passed when it is today at or before the current minute, or on an earlier day. */
export function isSlotPassed(date: string, time: string, now: number): boolean {
  const wall = toBusinessWallClock(now);
  return date < wall.date || (date === wall.date && time <= wall.time);
}

/**
 * The months to show: current or future ones with at least one offered day (a day, today or
 * later, with a slot open to booking); in calendar order.
 */
export function visibleMonths(offeredDays: string[], now: number): CalendarMonth[] {
  const today = toBusinessWallClock(now).date;
  const keys = new Map<number, CalendarMonth>();
  for (const date of offeredDays) {
    if (date < today) continue;
    const j = isoToJalali(date);
    const key = monthKey(j.year, j.month);
    if (!keys.has(key)) keys.set(key, { year: j.year, month: j.month, label: `${jalaliMonthName(j.month)} ${toPersianDigits(j.year)}` });
  }
  return [...keys.entries()].sort(([a], [b]) => a - b).map(([, month]) => month);
}

/** A shown month's key in an address (`?month=1405-09`): its Jalali year and month. */
export function monthParam(month: CalendarMonth): string {
  return `${month.year}-${String(month.month).padStart(2, '0')}`;
}

/** Index of the shown month an address's `?month=` names, or -1. */
export function monthIndexOfParam(months: CalendarMonth[], param: string): number {
  return months.findIndex((month) => monthParam(month) === param);
}

/** Index of the month holding this date among the shown months, or -1. */
export function monthIndexOf(months: CalendarMonth[], date: string): number {
  const j = isoToJalali(date);
  return months.findIndex((month) => month.year === j.year && month.month === j.month);
}

/** Every day of the month in date order, each with its weekday and why it cannot be chosen (a slot inside the notice counts as passed). */
export function daysOfMonth(month: CalendarMonth, availableDates: AvailableDate[], now: number, noticeMinutes = 0): CalendarDay[] {
  const today = toBusinessWallClock(now).date;
  const days: CalendarDay[] = [];
  for (let day = 1; day <= jalaliMonthLength(month.year, month.month); day++) {
    const date = jalaliToIso({ year: month.year, month: month.month, day });
    const slots = bookableSlotsOn(availableDates, date);
    let reason: DayDisabledReason | null = null;
    if (date < today) reason = 'past';
    else if (slots.length === 0) reason = 'no-slots';
    else if (slots.every((slot) => isTooLate(date, slot.time, now, noticeMinutes))) reason = 'all-slots-passed';
    days.push({
      date,
      day,
      weekdayName: persianWeekdayName(date),
      weekdayIndex: persianWeekdayIndex(date),
      disabled: reason !== null,
      reason,
      today: date === today,
    });
  }
  return days;
}

/** True when the day can be chosen. */
export function isDaySelectable(date: string, availableDates: AvailableDate[], now: number, noticeMinutes = 0): boolean {
  const slots = bookableSlotsOn(availableDates, date);
  return slots.some((slot) => !isTooLate(date, slot.time, now, noticeMinutes));
}

/**
 * The day's slots in time order with their state: booked or someone else's live hold (pending)
 * when the slot's range (session and rest) overlaps a live reservation's busy range of any type,
 * the customer's own live hold, busy (an outside event keeps it), passed (begun or inside the
 * minimum notice) or free.
 */
export function slotsOfDay(
  date: string,
  availableDates: AvailableDate[],
  reservations: Reservation[],
  now: number,
  own: OwnHold | null,
  rules: SlotRules,
): SlotView[] {
  const ownIsLive = !!own && own.date === date && holdRemainingMs(own.createdAt, now) > 0;
  return [...slotsOn(availableDates, date)]
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
    .map((slot) => {
      if (ownIsLive && own.timeSlot === slot.time) return { time: slot.time, state: 'mine', heldSince: own.createdAt };
      const from = minuteOfDay(slot.time);
      const until = from + rules.spanMinutes;
      const blocking = reservations.find(
        (reservation) => reservation.busyFrom < until && from < reservation.busyUntil && blocksSlot(reservation, now),
      );
      if (blocking?.status === 'confirmed') return { time: slot.time, state: 'booked', heldSince: null };
      if (blocking) return { time: slot.time, state: 'pending', heldSince: blocking.createdAt };
      if (slot.busy) return { time: slot.time, state: 'busy', heldSince: null };
      if (isTooLate(date, slot.time, now, rules.noticeMinutes)) return { time: slot.time, state: 'passed', heldSince: null };
      return { time: slot.time, state: 'free', heldSince: null };
    });
}

/** True when this time on this date can be chosen now. */
export function isSlotSelectable(
  date: string,
  time: string,
  availableDates: AvailableDate[],
  reservations: Reservation[],
  now: number,
  own: OwnHold | null,
  rules: SlotRules,
): boolean {
  return slotsOfDay(date, availableDates, reservations, now, own, rules).some((slot) => slot.time === time && slot.state === 'free');
}
