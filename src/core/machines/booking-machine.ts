import { and, assign, fromPromise, raise, setup, stateIn } from 'xstate';
import type { ReservationType } from '../domain/reservation-type';
import type { Reservation } from '../domain/reservation';
import { failureText } from '../domain/request-failure';
import { holdBehind, holdOfType, liveHold, type CustomerHold } from '../domain/customer-hold';
import { canPressPay } from '../domain/pay-rule';
import { SAVED_BOOKING_TTL_MS, SLOT_REFRESH_MS } from '../domain/limits';
import {
  isDaySelectable,
  isSlotSelectable,
  monthIndexOf,
  monthIndexOfParam,
  visibleMonths,
  type CalendarMonth,
} from '../domain/booking-calendar';
import type { Clock } from '../ports/clock';
import type { PendingBooking } from '../ports/pending-booking-store';
import type { BookingInput, BookingResult } from '../ports/reservation-repository';
import type { PaymentInitiation } from '../ports/payment-initiator';

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

const clearedChoice = { date: null, timeSlot: null, reservations: [] };

function bookingPath(typeId: string): string {
  return `/reservation/${typeId}`;
}

/**
 * The booking screen (spec section 4, "Booking flow"): month, date and slot with the clearing
 * rules; the chosen date's availability reloaded every 30 s; pay saves the choice and goes to
 * sign in for a visitor, or books, stores the reservation id, starts the payment and leaves for
 * the bank. A signed-in customer's unpaid hold (loaded at start, or named by a refused booking)
 * can be paid for again or released, which frees its time at once. Every effect is provided
 * from outside.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingMachineInput,
  },
  delays: { slotRefresh: SLOT_REFRESH_MS },
  actors: {
    loadAvailability: fromPromise<Reservation[], { date: string; reservationTypeId: string }>(async () => {
      throw new Error('loadAvailability not provided');
    }),
    bookSlot: fromPromise<BookingResult, BookingInput>(async () => {
      throw new Error('bookSlot not provided');
    }),
    initiatePayment: fromPromise<PaymentInitiation, { reservationId: string }>(async () => {
      throw new Error('initiatePayment not provided');
    }),
    loadHold: fromPromise<CustomerHold | null>(async () => {
      throw new Error('loadHold not provided');
    }),
    releaseHold: fromPromise<string, { reservationId: string }>(async () => {
      throw new Error('releaseHold not provided');
    }),
  },
  actions: {
    saveChoice: (_, _params: PendingBooking) => {
      throw new Error('saveChoice not provided');
    },
    clearSavedChoice: () => {
      throw new Error('clearSavedChoice not provided');
    },
    goToLogin: (_, _params: { from: string }) => {
      throw new Error('goToLogin not provided');
    },
    notifySuccess: (_, _params: { message: string }) => {
      throw new Error('notifySuccess not provided');
    },
    notifyError: (_, _params: { message: string }) => {
      throw new Error('notifyError not provided');
    },
    storeReservationId: (_, _params: { id: string }) => {
      throw new Error('storeReservationId not provided');
    },
    leaveTo: (_, _params: { url: string }) => {
      throw new Error('leaveTo not provided');
    },
    restoreSavedChoice: assign(({ context }) => {
      const saved = context.saved!;
      const found = monthIndexOf(context.months, saved.date);
      return { date: saved.date, timeSlot: saved.timeSlot, monthIndex: found >= 0 ? found : saved.monthIndex, reservations: [] };
    }),
    applyPreselection: assign(({ context }) => {
      const date = context.preselected!.date!;
      const availability = context.preselected?.availability ?? null;
      return {
        date,
        timeSlot: context.preselected?.timeSlot ?? null,
        monthIndex: monthIndexOf(context.months, date),
        reservations: availability ?? [],
        availabilityDate: availability ? date : null,
      };
    }),
    applyPreselectedMonth: assign(({ context }) => ({ monthIndex: monthIndexOfParam(context.months, context.preselected!.month!) })),
  },
  guards: {
    hasFreshSavedChoice: ({ context }) =>
      !!context.saved &&
      context.saved.reservationTypeId === context.type._id &&
      context.clock.now() - context.saved.timestamp <= SAVED_BOOKING_TTL_MS,
    hasStaleSavedChoice: ({ context }) =>
      !!context.saved && context.saved.reservationTypeId === context.type._id,
    hasPreselectedDate: ({ context }) => {
      const date = context.preselected?.date;
      return !!date && monthIndexOf(context.months, date) >= 0 && isDaySelectable(date, context.type.availableDates, context.clock.now());
    },
    hasPreselectedMonth: ({ context }) => !!context.preselected?.month && monthIndexOfParam(context.months, context.preselected.month) >= 0,
    hasNextMonth: ({ context }) => context.monthIndex < context.months.length - 1,
    hasPreviousMonth: ({ context }) => context.monthIndex > 0,
    isShownMonth: ({ context, event }) => event.type === 'SELECT_MONTH' && event.index >= 0 && event.index < context.months.length,
    isSelectableDay: ({ context, event }) => {
      if (event.type !== 'SELECT_DATE') return false;
      const month = context.months[context.monthIndex];
      const index = monthIndexOf(context.months, event.date);
      return !!month && index === context.monthIndex && isDaySelectable(event.date, context.type.availableDates, context.clock.now());
    },
    isFreeSlot: ({ context, event }) =>
      event.type === 'SELECT_SLOT' &&
      !!context.date &&
      isSlotSelectable(context.date, event.time, context.type.availableDates, context.reservations, context.clock.now(), holdOfType(context.hold, context.type._id)),
    isCustomer: ({ context }) => context.signedIn,
    holdIsLive: ({ context }) => liveHold(context.hold, context.clock.now()) !== null,
    noReleaseUnderWay: stateIn({ hold: 'idle' }),
    noPaymentUnderWay: stateIn({ payment: 'idle' }),
    signedOutWithChoice: ({ context, event }) =>
      event.type === 'PAY' && !event.signedIn && !!context.date && !!context.timeSlot,
    mayBook: ({ context, event }) =>
      event.type === 'PAY' && event.signedIn &&
      canPressPay({ signedIn: true, profileComplete: event.profileComplete, date: context.date, timeSlot: context.timeSlot }),
  },
}).createMachine({
  id: 'booking',
  type: 'parallel',
  context: ({ input }) => ({
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
  }),
  states: {
    choice: {
      initial: 'starting',
      on: {
        NEXT_MONTH: {
          guard: 'hasNextMonth',
          target: '.noDate',
          actions: assign(({ context }) => ({ ...clearedChoice, monthIndex: context.monthIndex + 1 })),
        },
        PREVIOUS_MONTH: {
          guard: 'hasPreviousMonth',
          target: '.noDate',
          actions: assign(({ context }) => ({ ...clearedChoice, monthIndex: context.monthIndex - 1 })),
        },
        SELECT_MONTH: {
          guard: 'isShownMonth',
          target: '.noDate',
          actions: assign(({ event }) => ({ ...clearedChoice, monthIndex: event.index })),
        },
        SELECT_DATE: {
          guard: 'isSelectableDay',
          target: '.dateChosen',
          reenter: true,
          actions: assign(({ event }) => ({ ...clearedChoice, date: event.date })),
        },
      },
      states: {
        starting: {
          always: [
            { guard: 'hasFreshSavedChoice', target: 'dateChosen', actions: ['restoreSavedChoice', 'clearSavedChoice'] },
            { guard: 'hasStaleSavedChoice', target: 'preselecting', actions: 'clearSavedChoice' },
            { target: 'preselecting' },
          ],
        },
        preselecting: {
          always: [
            { guard: 'hasPreselectedDate', target: 'dateChosen', actions: 'applyPreselection' },
            { guard: 'hasPreselectedMonth', target: 'noDate', actions: 'applyPreselectedMonth' },
            { target: 'noDate' },
          ],
        },
        noDate: {},
        dateChosen: {
          initial: 'loading',
          on: {
            REFRESH: '.loading',
            SELECT_SLOT: { guard: 'isFreeSlot', actions: assign(({ event }) => ({ timeSlot: event.time })) },
          },
          states: {
            loading: {
              invoke: {
                src: 'loadAvailability',
                input: ({ context }) => ({ date: context.date!, reservationTypeId: context.type._id }),
                onDone: { target: 'showing', actions: assign(({ context, event }) => ({ reservations: event.output, availabilityDate: context.date })) },
                // The slots still show; the server refuses a taken one, and the next reload corrects them.
                onError: { target: 'showing', actions: assign(({ context }) => ({ availabilityDate: context.date })) },
              },
            },
            showing: {
              after: { slotRefresh: 'loading' },
            },
          },
        },
      },
    },
    payment: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            PAY: [
              {
                guard: 'signedOutWithChoice',
                actions: [
                  {
                    type: 'saveChoice',
                    params: ({ context }) => ({
                      reservationTypeId: context.type._id,
                      date: context.date!,
                      timeSlot: context.timeSlot!,
                      monthIndex: context.monthIndex,
                      timestamp: context.clock.now(),
                    }),
                  },
                  { type: 'goToLogin', params: ({ context }) => ({ from: bookingPath(context.type._id) }) },
                ],
              },
              { guard: 'mayBook', target: 'booking' },
            ],
            PAY_HOLD: {
              guard: and(['holdIsLive', 'noReleaseUnderWay']),
              target: 'initiating',
              actions: [
                assign(({ context }) => ({ reservationId: context.hold!._id })),
                { type: 'storeReservationId', params: ({ context }) => ({ id: context.hold!._id }) },
              ],
            },
          },
        },
        booking: {
          invoke: {
            src: 'bookSlot',
            input: ({ context }) => ({ reservationTypeId: context.type._id, date: context.date!, timeSlot: context.timeSlot! }),
            onDone: {
              target: 'initiating',
              actions: [
                assign(({ event }) => ({ reservationId: event.output.reservationId })),
                { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
                { type: 'storeReservationId', params: ({ event }) => ({ id: event.output.reservationId }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
                assign(({ context, event }) => ({ timeSlot: null, hold: holdBehind(event.error) ?? context.hold })),
                raise({ type: 'REFRESH' }),
              ],
            },
          },
        },
        initiating: {
          invoke: {
            src: 'initiatePayment',
            input: ({ context }) => ({ reservationId: context.reservationId! }),
            onDone: { target: 'redirecting', actions: { type: 'leaveTo', params: ({ event }) => ({ url: event.output.paymentUrl }) } },
            onError: { target: 'idle', actions: { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) } },
          },
        },
        redirecting: {},
      },
    },
    hold: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isCustomer', target: 'loading' }, { target: 'idle' }],
        },
        loading: {
          invoke: {
            src: 'loadHold',
            onDone: { target: 'idle', actions: assign(({ event }) => ({ hold: event.output })) },
            // Without it the screen still works: the server refuses a second hold and names the first.
            onError: { target: 'idle' },
          },
        },
        idle: {
          on: {
            RELEASE_HOLD: { guard: and(['holdIsLive', 'noPaymentUnderWay']), target: 'confirmingRelease' },
          },
        },
        confirmingRelease: {
          on: { CONFIRM_RELEASE: 'releasing', CANCEL_RELEASE: 'idle' },
        },
        releasing: {
          invoke: {
            src: 'releaseHold',
            input: ({ context }) => ({ reservationId: context.hold!._id }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ hold: null }),
                { type: 'notifySuccess', params: ({ event }) => ({ message: event.output }) },
                raise({ type: 'REFRESH' }),
              ],
            },
            // Paid or lapsed meanwhile: read the hold and the day again.
            onError: {
              target: 'loading',
              actions: [{ type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) }, raise({ type: 'REFRESH' })],
            },
          },
        },
      },
    },
  },
});

/** True while the full "to the bank" overlay must block the page. */
export function isLeavingForBank(snapshot: { matches: (value: { payment: 'initiating' | 'redirecting' }) => boolean }): boolean {
  return snapshot.matches({ payment: 'initiating' }) || snapshot.matches({ payment: 'redirecting' });
}
