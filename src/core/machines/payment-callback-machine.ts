import { fromPromise, setup } from 'xstate';
import { PAYMENT_SUCCESS_REDIRECT_MS } from '../domain/limits';
import type { PaymentVerificationRequest } from '../ports/payment-verifier';

export const MY_RESERVATIONS_PATH = '/dashboard?tab=reservations';

export interface PaymentCallbackInput {
  authority: string | null;
  status: string | null;
  reservationId: string | null;
}

/**
 * /payment/callback: pending, then success or failure. Verification runs only when Authority,
 * Status and the stored reservation id are all present (spec section 5); otherwise it waits.
 * Success moves to the user's reservations after 3 seconds.
 */
export const paymentCallbackMachine = setup({
  types: {
    context: {} as PaymentCallbackInput,
    input: {} as PaymentCallbackInput,
  },
  actors: {
    verifyPayment: fromPromise<'paid' | 'failed', PaymentVerificationRequest>(async () => {
      throw new Error('verifyPayment not provided');
    }),
  },
  actions: {
    goToMyReservations: () => {
      throw new Error('goToMyReservations not provided');
    },
  },
  guards: {
    hasEverything: ({ context }) => Boolean(context.authority && context.status && context.reservationId),
  },
  delays: {
    successRedirect: PAYMENT_SUCCESS_REDIRECT_MS,
  },
}).createMachine({
  id: 'paymentCallback',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasEverything', target: 'verifying' }, { target: 'waiting' }] },
        /** something is missing: nothing happens and the waiting display stays */
        waiting: {},
        verifying: {
          invoke: {
            src: 'verifyPayment',
            input: ({ context }) => ({ authority: context.authority!, status: context.status!, reservationId: context.reservationId! }),
            onDone: [
              { guard: ({ event }) => event.output === 'paid', target: '#paymentCallback.success' },
              { target: '#paymentCallback.failure' },
            ],
            onError: { target: '#paymentCallback.failure' },
          },
        },
      },
    },
    success: {
      after: { successRedirect: { target: 'redirected', actions: 'goToMyReservations' } },
    },
    redirected: { type: 'final' },
    failure: { type: 'final' },
  },
});
