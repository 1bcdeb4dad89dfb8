import { assign, setup } from 'xstate';
import { SLOT_REFRESH_MS } from '../domain/limits';
import { bookingActionStubs, bookingActorStubs } from './booking-effect-stubs';
import { bookingGuards } from './booking-machine-guards';
import {
  clearedChoice,
  preselectedChoice,
  preselectedMonth,
  restoredChoice,
  startMonthIndex,
  targetMonthIndex,
  type BookingContext,
  type BookingEvent,
  type BookingMachineInput,
} from './booking-machine-context';

/** The booking machine's types, timers, effects (stubs until provided), actions and guards, shared by its regions. */
export const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingMachineInput,
  },
  delays: { slotRefresh: SLOT_REFRESH_MS },
  actors: bookingActorStubs,
  actions: {
    ...bookingActionStubs,
    restoreSavedChoice: assign(({ context }) => restoredChoice(context)),
    applyPreselection: assign(({ context }) => preselectedChoice(context)),
    applyPreselectedMonth: assign(({ context }) => preselectedMonth(context)),
    showTargetMonth: assign(({ context, event }) => ({ ...clearedChoice, monthIndex: targetMonthIndex(context, event) })),
    wantTargetMonth: assign(({ context, event }) => ({ wantedMonthIndex: targetMonthIndex(context, event) })),
    wantStartMonth: assign(({ context }) => ({ wantedMonthIndex: startMonthIndex(context) })),
  },
  guards: bookingGuards,
});
