import { assign, fromPromise, setup } from 'xstate';
import { PAYMENT_SUCCESS_REDIRECT_MS } from '../domain/limits';
import { dashboardHref } from '../contracts/pages/dashboard-tabs';
import type { AuthorityMatch, PaymentVerificationRequest, VerificationResult } from '../ports/payment/payment-verifier';

export const MY_RESERVATIONS_PATH = dashboardHref('reservations');

export interface PaymentCallbackInput {
  authority: string | null;
  status: string | null;
  reservationId: string | null;
}

export interface PaymentCallbackContext extends PaymentCallbackInput {
  /** the booking page to go back to after a failure, once known */
  reservationTypeId: string | null;
  /** the bank's reference of a paid payment */
  refId: string | null;
  /** the server's word on a failure: what happened to the money */
  message: string | null;
}

/** What the page shows from the server's answer: the bank's reference, or the failure's message and booking page. */
function factsOf(context: PaymentCallbackContext, answer: VerificationResult): Partial<PaymentCallbackContext> {
  if (answer.state === 'paid') return { refId: answer.refId };
  if (answer.state === 'failed')
    return { message: answer.message, reservationTypeId: answer.reservationTypeId ?? context.reservationTypeId };
  return {};
}

/**
 * /payment/callback: pending, then success, checking (the bank has not settled) or failure.
 * Verification runs when Authority, Status and the stored reservation id are all present (spec
 * section 5). With the bank's two but no stored id, the server is asked which reservation the
 * authority belongs to; if it cannot tell, that is a failure, never an endless wait. Otherwise it
 * waits. Success moves to the user's reservations after 3 seconds.
 */
export const paymentCallbackMachine = setup({
  types: {
    context: {} as PaymentCallbackContext,
    input: {} as PaymentCallbackInput,
  },
  actors: {
    verifyPayment: fromPromise<VerificationResult, PaymentVerificationRequest>(async () => {
      throw new Error('verifyPayment not provided');
    }),
    findReservation: fromPromise<AuthorityMatch | null, { authority: string }>(async () => {
      throw new Error('findReservation not provided');
    }),
  },
  actions: {
    goToMyReservations: () => {
      throw new Error('goToMyReservations not provided');
    },
  },
  guards: {
    hasEverything: ({ context }) => Boolean(context.authority && context.status && context.reservationId),
    hasBankAnswerOnly: ({ context }) => Boolean(context.authority && context.status),
    serverKnowsAuthority: (_, { match }: { match: AuthorityMatch | null }) => match !== null,
    bankPaid: (_, { answer }: { answer: VerificationResult }) => answer.state === 'paid',
    bankStillChecking: (_, { answer }: { answer: VerificationResult }) => answer.state === 'checking',
  },
  delays: {
    successRedirect: PAYMENT_SUCCESS_REDIRECT_MS,
  },
}).createMachine({
  id: 'paymentCallback',
  description: 'صفحه بازگشت از بانک: بررسی پرداخت با سرور، سپس موفق، در حال بررسی بانک یا ناموفق',
  context: ({ input }) => ({ ...input, reservationTypeId: null, refId: null, message: null }),
  initial: 'pending',
  states: {
    pending: {
      description: 'در انتظار: «لطفاً صبر کنید» نشان داده می‌شود',
      initial: 'starting',
      states: {
        starting: {
          description: 'پاسخ بانک و شناسه رزرو ذخیره‌شده خوانده می‌شوند',
          always: [
            { guard: 'hasEverything', target: 'verifying', description: 'پاسخ بانک و شناسه رزرو هر دو هستند' },
            {
              guard: 'hasBankAnswerOnly',
              target: 'findingReservation',
              description: 'پاسخ بانک هست اما این زبانه شناسه رزرو را نگه نداشته است',
            },
            { target: 'waiting', description: 'پاسخ بانک در نشانی نیست' },
          ],
        },
        /** something is missing: nothing happens and the waiting display stays */
        waiting: { description: 'چیزی کم است: کاری انجام نمی‌شود و صفحه انتظار می‌ماند' },
        findingReservation: {
          description: 'از سرور پرسیده می‌شود این پرداخت از آنِ کدام رزرو است',
          invoke: {
            src: 'findReservation',
            input: ({ context }) => ({ authority: context.authority! }),
            onDone: [
              {
                guard: { type: 'serverKnowsAuthority', params: ({ event }) => ({ match: event.output }) },
                target: 'verifying',
                description: 'سرور رزرو این پرداخت را شناخت',
                actions: assign(({ event }) => ({
                  reservationId: event.output!.reservationId,
                  reservationTypeId: event.output!.reservationTypeId,
                })),
              },
              { target: '#paymentCallback.failure', description: 'سرور رزروی برای این پرداخت نمی‌شناسد' },
            ],
            onError: { target: '#paymentCallback.failure', description: 'پرسش از سرور ناموفق بود' },
          },
        },
        verifying: {
          description: 'سرور پرداخت را نزد بانک بررسی و تأیید می‌کند',
          invoke: {
            src: 'verifyPayment',
            input: ({ context }) => ({ authority: context.authority!, status: context.status!, reservationId: context.reservationId! }),
            onDone: [
              {
                guard: { type: 'bankPaid', params: ({ event }) => ({ answer: event.output }) },
                target: '#paymentCallback.success',
                description: 'بانک پرداخت را تأیید کرد',
                actions: assign(({ context, event }) => factsOf(context, event.output)),
              },
              {
                guard: { type: 'bankStillChecking', params: ({ event }) => ({ answer: event.output }) },
                target: '#paymentCallback.checking',
                description: 'بانک هنوز پرداخت را قطعی نکرده است',
              },
              {
                target: '#paymentCallback.failure',
                actions: assign(({ context, event }) => factsOf(context, event.output)),
                description: 'پرداخت ناموفق بود یا پول بازگردانده می‌شود',
              },
            ],
            onError: { target: '#paymentCallback.failure', description: 'بررسی پرداخت با خطا روبه‌رو شد' },
          },
        },
      },
    },
    success: {
      description: '«پرداخت موفق» با شماره پیگیری بانک نشان داده می‌شود',
      after: {
        successRedirect: {
          target: 'redirected',
          actions: 'goToMyReservations',
          description: 'سه ثانیه گذشت: کاربر به «رزروهای من» می‌رود',
        },
      },
    },
    redirected: { type: 'final', description: 'کاربر به «رزروهای من» رفت' },
    /** the bank has not settled yet; the result will show in the user's reservations */
    checking: { type: 'final', description: 'بانک هنوز پرداخت را قطعی نکرده است؛ نتیجه در «رزروهای من» دیده می‌شود' },
    failure: { type: 'final', description: 'پرداخت ناموفق: آنچه بر سر پول آمد و راه بازگشت به رزرو نشان داده می‌شود' },
  },
});

/** Where the failure display sends the customer to try again: the booking page of the type, else the list of types. */
export function bookingPageAfterFailure(context: Pick<PaymentCallbackContext, 'reservationTypeId'>): string {
  return context.reservationTypeId ? `/reservation/${context.reservationTypeId}` : '/reservations';
}
