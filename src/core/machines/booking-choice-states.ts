import { and, assign } from 'xstate';
import { failureText } from '../domain/request-failure';
import { bookingSetup } from './booking-machine-setup';
import { clearedChoice, monthArrived, wantedRange } from './booking-machine-context';

const notifyFailure = {
  type: 'notifyError',
  params: ({ event }: { event: { error: unknown } }) => ({ message: failureText(event.error) }),
} as const;

/** A month with its slots read is shown at once; another is read first (the calendar shows it loading). */
const toMonth = (exists: 'hasNextMonth' | 'hasPreviousMonth' | 'isShownMonth') =>
  [
    { guard: and([exists, 'targetMonthLoaded']), target: '.noDate', actions: 'showTargetMonth' },
    { guard: exists, target: '.loadingMonth', actions: 'wantTargetMonth' },
  ] as const;

/**
 * The choice of month, date and slot (spec section 4): a change of month clears the date, a month
 * not read yet is read first and stays unshown if the read fails; a date is chosen only in a month
 * whose slots have arrived; the chosen date's availability is reloaded every 30 s.
 */
export const choiceRegion = bookingSetup.createStateConfig({
  initial: 'starting',
  on: {
    NEXT_MONTH: toMonth('hasNextMonth'),
    PREVIOUS_MONTH: toMonth('hasPreviousMonth'),
    SELECT_MONTH: toMonth('isShownMonth'),
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
        // the month of a choice saved before signing in (or handed over) is read before it is restored
        { guard: 'startMonthNotLoaded', target: 'loadingStartMonth', actions: 'wantStartMonth' },
        { guard: 'hasFreshSavedChoice', target: 'dateChosen', actions: ['restoreSavedChoice', 'clearSavedChoice'] },
        { guard: 'hasStaleSavedChoice', target: 'preselecting', actions: 'clearSavedChoice' },
        { target: 'preselecting' },
      ],
    },
    loadingStartMonth: {
      invoke: {
        src: 'loadMonth',
        input: ({ context }) => ({ reservationTypeId: context.type._id, ...wantedRange(context) }),
        onDone: {
          target: 'starting',
          actions: assign(({ context, event }) => ({ ...monthArrived(context, event.output), startMonthTried: true })),
        },
        onError: { target: 'starting', actions: [assign({ wantedMonthIndex: null, startMonthTried: true }), notifyFailure] },
      },
    },
    preselecting: {
      always: [
        { guard: 'hasPreselectedDate', target: 'dateChosen', actions: 'applyPreselection' },
        { guard: 'hasPreselectedMonth', target: 'noDate', actions: 'applyPreselectedMonth' },
        { target: 'noDate' },
      ],
    },
    noDate: {},
    loadingMonth: {
      // the shown month stays, under the loading mark, until the wanted one arrives
      on: { NEXT_MONTH: {}, PREVIOUS_MONTH: {}, SELECT_MONTH: {}, SELECT_DATE: {} },
      invoke: {
        src: 'loadMonth',
        input: ({ context }) => ({ reservationTypeId: context.type._id, ...wantedRange(context) }),
        onDone: {
          target: 'noDate',
          actions: assign(({ context, event }) => ({
            ...clearedChoice,
            monthIndex: context.wantedMonthIndex!,
            ...monthArrived(context, event.output),
          })),
        },
        onError: [
          { guard: 'hasChosenDate', target: 'dateChosen', actions: [assign({ wantedMonthIndex: null }), notifyFailure] },
          { target: 'noDate', actions: [assign({ wantedMonthIndex: null }), notifyFailure] },
        ],
      },
    },
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
            onDone: {
              target: 'showing',
              actions: assign(({ context, event }) => ({ reservations: event.output, availabilityDate: context.date })),
            },
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
});
