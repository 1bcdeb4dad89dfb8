import type { BookableType } from '../domain/reservation-type';
import type { Reservation } from '../domain/reservation';
import type { CustomerHold } from '../domain/customer-hold';
import { monthIndexOf, monthIndexOfParam, monthParam, visibleMonths, type CalendarMonth } from '../domain/booking-calendar';
import { loadedMonthsOf, mergeDates, monthRange } from '../domain/booking-months';
import { SAVED_BOOKING_TTL_MS } from '../domain/limits';
import type { DayRange } from '../domain/day-range';
import type { PendingBooking } from '../ports/booking/pending-booking-store';

export interface BookingMachineInput {
  /** the type with its offered days and the slots of the month(s) read with it */
  type: BookableType;
  /** when the screen opens (ms since the epoch): its months, a handed-over date and a saved choice's age are judged by it */
  now: number;
  /** a date and slot handed over in navigation state or the address, or a month from the address */
  preselected?: Preselection | null;
  /** the choice saved before the visitor went to sign in */
  saved?: PendingBooking | null;
  /** a signed-in customer: their live hold is loaded */
  signedIn?: boolean;
}

export interface Preselection {
  date?: string | null;
  timeSlot?: string | null;
  /** a shown month as `?month=` names it (1405-09), when no date is given */
  month?: string | null;
  /** what blocks times on `date`, already loaded (the server rendered the page with it) */
  availability?: Reservation[] | null;
}

export interface BookingContext {
  /** its `availableDates` grow as months are read */
  type: BookableType;
  /** when the screen opened: the start-up choices (saved, handed over) are judged by it; later events carry their own time */
  openedAt: number;
  months: CalendarMonth[];
  monthIndex: number;
  /** the shown months whose slots have been read (1405-09) */
  loadedMonths: string[];
  /** the month being read, shown once it arrives */
  wantedMonthIndex: number | null;
  /** the month a saved or handed-over choice names has been asked for once (read or failed) */
  startMonthTried: boolean;
  date: string | null;
  timeSlot: string | null;
  /** what blocks times on the chosen date, as last loaded */
  reservations: Reservation[];
  /** the date `reservations` were loaded for; differs from `date` until its first load ends */
  availabilityDate: string | null;
  reservationId: string | null;
  preselected: BookingMachineInput['preselected'];
  saved: PendingBooking | null;
  signedIn: boolean;
  /** the customer's unpaid hold, which they may pay for or release */
  hold: CustomerHold | null;
  /** answers to the type's questions restored with a choice saved before signing in, by question id; the form starts from them */
  answers: Record<string, string>;
}

export type BookingEvent =
  | { type: 'NEXT_MONTH' }
  | { type: 'PREVIOUS_MONTH' }
  | { type: 'SELECT_MONTH'; index: number }
  // The events whose guards ask what time it is carry it (`now`, ms since the epoch), so the
  // guards read no clock and a test states the moment it means.
  | { type: 'SELECT_DATE'; date: string; now: number }
  | { type: 'SELECT_SLOT'; time: string; now: number }
  | { type: 'REFRESH' }
  // `buyerTaxId`: the national ID or economic code of a customer who asked for an official invoice
  // `answers`: what was typed to the type's questions, by question id (checked by the screen, and again by the server)
  // `documentIds`: the files uploaded on the screen before the press, for the server to attach to the booking
  | {
      type: 'PAY';
      signedIn: boolean;
      profileComplete: boolean;
      now: number;
      buyerTaxId?: string;
      answers?: Record<string, string | string[]>;
      documentIds?: string[];
    }
  | { type: 'PAY_HOLD'; now: number }
  | { type: 'RELEASE_HOLD'; now: number }
  | { type: 'CONFIRM_RELEASE' }
  | { type: 'CANCEL_RELEASE' };

/** What a change of month or date clears: the chosen date, its slot and what blocked its times. */
export const clearedChoice = { date: null, timeSlot: null, reservations: [] };

/** The screen as it opens: the months that have free dates, nothing chosen yet. */
export function initialBookingContext(input: BookingMachineInput): BookingContext {
  const months = visibleMonths(input.type.offeredDays, input.now);
  return {
    type: input.type,
    openedAt: input.now,
    months,
    monthIndex: 0,
    loadedMonths: loadedMonthsOf(months, input.type),
    wantedMonthIndex: null,
    startMonthTried: false,
    date: null,
    timeSlot: null,
    reservations: [],
    availabilityDate: null,
    reservationId: null,
    preselected: input.preselected ?? null,
    saved: input.saved ?? null,
    signedIn: input.signedIn ?? false,
    hold: null,
    answers: {},
  };
}

/** The choice saved before signing in, back on the screen (its month found again when it still shows). */
export function restoredChoice(context: BookingContext): Partial<BookingContext> {
  const saved = context.saved!;
  const found = monthIndexOf(context.months, saved.date);
  return {
    date: saved.date,
    timeSlot: saved.timeSlot,
    monthIndex: found >= 0 ? found : saved.monthIndex,
    reservations: [],
    answers: saved.answers ?? {},
  };
}

/** The date and slot handed over, with the availability the server already loaded for it. */
export function preselectedChoice(context: BookingContext): Partial<BookingContext> {
  const date = context.preselected!.date!;
  const availability = context.preselected?.availability ?? null;
  return {
    date,
    timeSlot: context.preselected?.timeSlot ?? null,
    monthIndex: monthIndexOf(context.months, date),
    reservations: availability ?? [],
    availabilityDate: availability ? date : null,
  };
}

/** The month the address names. */
export function preselectedMonth(context: BookingContext): Partial<BookingContext> {
  return { monthIndex: monthIndexOfParam(context.months, context.preselected!.month!) };
}

/** The range of the month being read. */
export function wantedRange(context: BookingContext): DayRange {
  return monthRange(context.months[context.wantedMonthIndex!]);
}

/** The month just read: its slots replace what was known of it. */
export function monthArrived(context: BookingContext, loaded: BookableType): Partial<BookingContext> {
  const month = context.months[context.wantedMonthIndex!];
  return {
    type: { ...context.type, availableDates: mergeDates(context.type.availableDates, loaded.availableDates, monthRange(month)) },
    loadedMonths: [...context.loadedMonths, monthParam(month)],
    wantedMonthIndex: null,
  };
}

/** A choice of this type saved before signing in, at most five minutes ago. */
export function hasFreshSaved(context: BookingContext): boolean {
  const saved = context.saved;
  return !!saved && saved.reservationTypeId === context.type._id && context.openedAt - saved.timestamp <= SAVED_BOOKING_TTL_MS;
}

/** The month the screen opens on: the one a fresh saved choice, a handed-over date or the address's month names, else the first. */
export function startMonthIndex(context: BookingContext): number {
  const named = hasFreshSaved(context)
    ? monthIndexOf(context.months, context.saved!.date)
    : context.preselected?.date
      ? monthIndexOf(context.months, context.preselected.date)
      : context.preselected?.month
        ? monthIndexOfParam(context.months, context.preselected.month)
        : -1;
  return named >= 0 ? named : 0;
}

/** The month the event asks to show (next, previous or a chosen one). */
export function targetMonthIndex(context: BookingContext, event: BookingEvent): number {
  if (event.type === 'NEXT_MONTH') return context.monthIndex + 1;
  if (event.type === 'PREVIOUS_MONTH') return context.monthIndex - 1;
  return event.type === 'SELECT_MONTH' ? event.index : -1;
}
