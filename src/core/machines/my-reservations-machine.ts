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
  description: '«رزروهای من»: فهرست رزروهای کاربر، و برای زمانی که هنوز نگه داشته شده پرداخت دوباره یا انصراف',
  context: ({ input }) => ({ ...input, reservations: null, error: null, chosenId: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'رزروهای کاربر از سرور خوانده می‌شوند',
      invoke: {
        src: 'loadReservations',
        onDone: {
          target: 'showing',
          description: 'پاسخ سرور رسید: فهرست یا پیام خطای آن',
          actions: assign(({ event }) =>
            event.output.ok ? { reservations: event.output.value, error: null } : { error: event.output.message },
          ),
        },
      },
    },
    showing: {
      description: 'فهرست رزروها نشان داده می‌شود',
      entry: assign({ chosenId: null }),
      on: {
        PAY: {
          guard: 'isLiveHold',
          target: 'paying',
          description: 'کاربر برای زمانی که هنوز نگه داشته شده «پرداخت» را زد',
          actions: [
            assign(({ event }) => ({ chosenId: event.reservationId })),
            { type: 'storeReservationId', params: ({ event }) => ({ id: event.reservationId }) },
          ],
        },
        RELEASE: {
          guard: 'isLiveHold',
          target: 'confirmingRelease',
          actions: assign(({ event }) => ({ chosenId: event.reservationId })),
          description: 'کاربر برای زمانی که هنوز نگه داشته شده «انصراف» را زد',
        },
        RELOAD: { target: 'loading', description: 'فهرست دوباره خواسته شد' },
      },
    },
    confirmingRelease: {
      description: 'پرسش تأیید انصراف نشان داده می‌شود',
      on: {
        CONFIRM_RELEASE: { target: 'releasing', description: 'کاربر انصراف را تأیید کرد' },
        CANCEL_RELEASE: { target: 'showing', description: 'کاربر از انصراف منصرف شد' },
      },
    },
    releasing: {
      description: 'زمان نگه‌داشته به درخواست کاربر آزاد می‌شود',
      invoke: {
        src: 'releaseHold',
        input: ({ context }) => ({ reservationId: context.chosenId! }),
        onDone: {
          target: 'loading',
          actions: { type: 'notifySuccess', params: ({ event }) => ({ message: event.output }) },
          description: 'زمان آزاد شد و فهرست دوباره خوانده می‌شود',
        },
        // Paid or lapsed meanwhile: the reloaded list says which.
        onError: {
          target: 'loading',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
          description: 'آزاد کردن ناموفق بود (شاید در این میان پرداخت شده یا مهلتش گذشته است): فهرست دوباره خوانده می‌شود',
        },
      },
    },
    paying: {
      description: 'درخواست پرداخت به سرور فرستاده می‌شود',
      invoke: {
        src: 'initiatePayment',
        input: ({ context }) => ({ reservationId: context.chosenId! }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'leaveTo', params: ({ event }) => ({ url: event.output.paymentUrl }) },
          description: 'نشانی درگاه بانک رسید و کاربر به بانک می‌رود',
        },
        onError: {
          target: 'showing',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error) }) },
          description: 'درخواست پرداخت پذیرفته نشد و پیام خطا نشان داده می‌شود',
        },
      },
    },
    redirecting: { description: 'کاربر در حال رفتن به درگاه بانک است' },
  },
});
