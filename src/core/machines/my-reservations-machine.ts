import { assign, fromPromise, setup } from 'xstate';
import { failureText } from '../domain/request-failure';
import { statusAt, type MyReservation } from '../domain/my-reservation';
import type { Clock } from '../ports/platform/clock';
import type { PaymentInitiation } from '../ports/booking/payment-initiator';
import type { Outcome } from '../domain/outcome';

export interface MyReservationsInput {
  clock: Clock;
}

export interface MyReservationsContext extends MyReservationsInput {
  /** null until the first load ends */
  reservations: MyReservation[] | null;
  /** the Persian reason the list could not be loaded */
  error: string | null;
  /** the hold being paid for or released */
  chosenId: string | null;
}

export type MyReservationsEvent =
  | { type: 'PAY'; reservationId: string }
  | { type: 'RELEASE'; reservationId: string }
  | { type: 'CONFIRM_RELEASE' }
  | { type: 'CANCEL_RELEASE' }
  /** a booking was cancelled or moved: read the list again */
  | { type: 'RELOAD' };

type LoadAnswer = Outcome<MyReservation[]>;

/**
 * «رزروهای من»: the list, and for a live unpaid hold paying again (off to the bank) or releasing
 * it after a confirmation, which reloads the list. Every effect is provided from outside.
 */
export const myReservationsMachine = setup({
  types: {
    context: {} as MyReservationsContext,
    input: {} as MyReservationsInput,
    events: {} as MyReservationsEvent,
  },
  actors: {
    loadReservations: fromPromise<LoadAnswer>(async () => {
      throw new Error('loadReservations not provided');
    }),
    initiatePayment: fromPromise<PaymentInitiation, { reservationId: string }>(async () => {
      throw new Error('initiatePayment not provided');
    }),
    releaseHold: fromPromise<string, { reservationId: string }>(async () => {
      throw new Error('releaseHold not provided');
    }),
  },
  actions: {
    storeReservationId: (_, _params: { id: string }) => {
      throw new Error('storeReservationId not provided');
    },
    leaveTo: (_, _params: { url: string }) => {
      throw new Error('leaveTo not provided');
    },
    notifySuccess: (_, _params: { message: string }) => {
      throw new Error('notifySuccess not provided');
    },
    notifyError: (_, _params: { message: string }) => {
      throw new Error('notifyError not provided');
    },
  },
  guards: {
    isLiveHold: ({ context, event }) => {
      if (event.type !== 'PAY' && event.type !== 'RELEASE') return false;
      const reservation = context.reservations?.find((candidate) => candidate._id === event.reservationId);
      return !!reservation && statusAt(reservation, context.clock.now()) === 'pending';
    },
  },
}).createMachine({
  id: 'myReservations',
  context: ({ input }) => ({ ...input, reservations: null, error: null, chosenId: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadReservations',
        onDone: {
          target: 'showing',
          actions: assign(({ event }) =>
            event.output.ok ? { reservations: event.output.value, error: null } : { error: event.output.message },
          ),
        },
      },
    },
    showing: {
      entry: assign({ chosenId: null }),
      on: {
        PAY: {
          guard: 'isLiveHold',
          target: 'paying',
          actions: [
            assign(({ event }) => ({ chosenId: event.reservationId })),
            { type: 'storeReservationId', params: ({ event }) => ({ id: event.reservationId }) },
          ],
        },
        RELEASE: { guard: 'isLiveHold', target: 'confirmingRelease', actions: assign(({ event }) => ({ chosenId: event.reservationId })) },
        RELOAD: 'loading',
      },
    },
    confirmingRelease: {
      on: { CONFIRM_RELEASE: 'releasing', CANCEL_RELEASE: 'showing' },
    },
    releasing: {
      invoke: {
        src: 'releaseHold',
        input: ({ context }) => ({ reservationId: context.chosenId! }),
        onDone: { target: 'loading', actions: { type: 'notifySuccess', params: ({ event }) => ({ message: event.output }) } },
        // Paid or lapsed meanwhile: the reloaded list says which.
        onError: { target: 'loading', actions: { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) } },
      },
    },
    paying: {
      invoke: {
        src: 'initiatePayment',
        input: ({ context }) => ({ reservationId: context.chosenId! }),
        onDone: { target: 'redirecting', actions: { type: 'leaveTo', params: ({ event }) => ({ url: event.output.paymentUrl }) } },
        onError: { target: 'showing', actions: { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) } },
      },
    },
    redirecting: {},
  },
});
