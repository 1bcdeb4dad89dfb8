import type { ReservationType } from '../domain/reservation-type';
import type { Reservation } from '../domain/reservation';
import type { CustomerHold } from '../domain/customer-hold';
import { monthIndexOf, monthIndexOfParam, visibleMonths, type CalendarMonth } from '../domain/booking-calendar';
import type { Clock } from '../ports/clock';
import type { PendingBooking } from '../ports/pending-booking-store';

export interface BookingMachineInput {
  type: ReservationType;
  clock: Clock;
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
  type: ReservationType;
  clock: Clock;
  months: CalendarMonth[];
  monthIndex: number;
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
}

export type BookingEvent =
  | { type: 'NEXT_MONTH' }
  | { type: 'PREVIOUS_MONTH' }
  | { type: 'SELECT_MONTH'; index: number }
  | { type: 'SELECT_DATE'; date: string }
  | { type: 'SELECT_SLOT'; time: string }
  | { type: 'REFRESH' }
  | { type: 'PAY'; signedIn: boolean; profileComplete: boolean }
  | { type: 'PAY_HOLD' }
  | { type: 'RELEASE_HOLD' }
  | { type: 'CONFIRM_RELEASE' }
  | { type: 'CANCEL_RELEASE' };

/** What a change of month or date clears: the chosen date, its slot and what blocked its times. */
export const clearedChoice = { date: null, timeSlot: null, reservations: [] };

/** The screen as it opens: the months that have free dates, nothing chosen yet. */
export function initialBookingContext(input: BookingMachineInput): BookingContext {
  return {
    type: input.type,
    clock: input.clock,
    months: visibleMonths(input.type.availableDates, input.clock.now()),
    monthIndex: 0,
    date: null,
    timeSlot: null,
    reservations: [],
    availabilityDate: null,
    reservationId: null,
    preselected: input.preselected ?? null,
    saved: input.saved ?? null,
    signedIn: input.signedIn ?? false,
    hold: null,
  };
}

/** The choice saved before signing in, back on the screen (its month found again when it still shows). */
export function restoredChoice(context: BookingContext): Partial<BookingContext> {
  const saved = context.saved!;
  const found = monthIndexOf(context.months, saved.date);
  return { date: saved.date, timeSlot: saved.timeSlot, monthIndex: found >= 0 ? found : saved.monthIndex, reservations: [] };
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
