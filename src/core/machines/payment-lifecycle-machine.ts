import { setup } from 'xstate';

/** What the payment lifecycle's guards read. */
export interface PaymentFacts {
  /** tomans; 0 for a free booking, which has no bank */
  amount: number;
}

/** What settling a paid payment did to its booking, decided in the same transaction. */
export type BookingOutcome = 'confirmed' | 'slot-lost' | 'already-paid';

export type PaymentLifecycleEvent =
  | { type: 'BANK_PAID'; booking: BookingOutcome }
  | { type: 'BANK_UNSETTLED' }
  | { type: 'BANK_FAILED' }
  | { type: 'BOOKING_CANCELLED' }
  | { type: 'REVERSE_ACCEPTED' }
  | { type: 'REVERSE_REFUSED' }
  | { type: 'MARKED_REFUNDED' };

/**
 * A payment's life on the server, the one definition that the booking module's use cases run
 * (through `lifecycleStep`) and `npm run charts` draws. Only the bank's server-to-server word
 * moves a payment out of `initiated`; the callback's Status never does.
 */
export const paymentLifecycleMachine = setup({
  types: {
    context: {} as PaymentFacts,
    input: {} as PaymentFacts,
    events: {} as PaymentLifecycleEvent,
  },
  guards: {
    bookingConfirmed: ({ event }) => event.type === 'BANK_PAID' && event.booking === 'confirmed',
    bookingLostOrPaidBefore: ({ event }) => event.type === 'BANK_PAID' && event.booking !== 'confirmed',
    paidMoney: ({ context }) => context.amount > 0,
    freeBooking: ({ context }) => context.amount === 0,
  },
}).createMachine({
  id: 'paymentLifecycle',
  description: 'چرخه عمر یک پرداخت: از درخواست در بانک تا تأیید، شکست یا بازگشت وجه',
  context: ({ input }) => input,
  initial: 'initiated',
  states: {
    initiated: {
      description: 'در انتظار پاسخ بانک: مشتری به بانک رفته و بانک هنوز نتیجه را قطعی نگفته است',
      on: {
        BANK_PAID: [
          { guard: 'bookingConfirmed', target: 'paid', description: 'بانک پرداخت را تأیید کرد و رزرو قطعی شد' },
          {
            guard: 'bookingLostOrPaidBefore',
            target: 'refund_required',
            description: 'پول گرفته شد اما زمان به دیگری رسیده یا رزرو پیش‌تر پرداخت شده بود',
          },
        ],
        BANK_UNSETTLED: { target: 'initiated', description: 'پاسخ موقت یا خطای پیکربندی بانک: پرداخت باز می‌ماند و دوباره پرسیده می‌شود' },
        BANK_FAILED: { target: 'failed', description: 'بانک قطعاً گفت پرداخت انجام نشده است' },
      },
    },
    paid: {
      description: 'پرداخت‌شده: رزرو با این پرداخت قطعی شده است',
      on: {
        BOOKING_CANCELLED: [
          {
            guard: 'paidMoney',
            target: 'refund_required',
            description: 'رزرو پرداخت‌شده (به دست مشاور یا مشتری) لغو شد؛ مبلغ باید بازگردد',
          },
          { guard: 'freeBooking', target: 'refunded', description: 'رزرو رایگان لغو شد؛ مبلغی برای بازگرداندن نیست' },
        ],
      },
    },
    refund_required: {
      description: 'بازگشت وجه در جریان: مبلغ باید از طریق بانک یا به دست مشاور بازگردد',
      on: {
        REVERSE_ACCEPTED: { target: 'reversed', description: 'بانک مبلغ را به کارت مشتری بازگرداند' },
        REVERSE_REFUSED: { target: 'refund_required', description: 'بانک بازگشت را نپذیرفت؛ در فهرست بدهی‌های مشاور می‌ماند' },
        MARKED_REFUNDED: { target: 'refunded', description: 'مشاور ثبت کرد که مبلغ را خودش بازگردانده است' },
      },
    },
    failed: { type: 'final', description: 'ناموفق: بانک پرداخت را رد کرد یا مشتری پرداخت نکرد' },
    reversed: { type: 'final', description: 'بازگشت داده شد: بانک مبلغ را به کارت مشتری بازگرداند' },
    refunded: { type: 'final', description: 'بازپرداخت شد: مشاور مبلغ را بازگرداند' },
  },
});

export type PaymentLifecycleStatus = 'initiated' | 'paid' | 'failed' | 'refund_required' | 'reversed' | 'refunded';
