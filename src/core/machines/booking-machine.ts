import { and, assign, raise } from 'xstate';
import { failureText } from '../domain/request-failure';
import { holdBehind } from '../domain/customer-hold';
import { initialBookingContext } from './booking-machine-context';
import { bookingSetup } from './booking-machine-setup';
import { choiceRegion } from './booking-choice-states';

function bookingPath(typeId: string): string {
  return `/reservation/${typeId}`;
}

/**
 * The booking screen (spec section 4, "Booking flow"): month, date and slot with the clearing
 * rules (booking-choice-states.ts: a month's slots are read when it is first shown); the chosen
 * date's availability reloaded every 30 s; pay saves the choice and goes to
 * sign in for a visitor, or books, stores the reservation id, starts the payment and leaves for
 * the bank. A signed-in customer's unpaid hold (loaded at start, or named by a refused booking)
 * can be paid for again or released, which frees its time at once. Every effect is provided
 * from outside.
 */
export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  type: 'parallel',
  context: ({ input }) => initialBookingContext(input),
  states: {
    choice: choiceRegion,
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
                    params: ({ context, event }) => ({
                      reservationTypeId: context.type._id,
                      date: context.date!,
                      timeSlot: context.timeSlot!,
                      monthIndex: context.monthIndex,
                      timestamp: event.now,
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
              actions: [
                { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
                raise({ type: 'REFRESH' }),
              ],
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
