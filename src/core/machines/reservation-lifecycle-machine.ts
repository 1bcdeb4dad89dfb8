import { setup } from 'xstate';
import { holdRemainingMs } from '../domain/countdown';

/** What the reservation lifecycle's guards read: the stored row's facts. */
export interface ReservationFacts {
  userId: string | null;
  /** when the hold began (ISO instant) */
  createdAt: string;
}

export type ReservationLifecycleEvent =
  | { type: 'PAY_AGAIN'; userId: string; at: number }
  | { type: 'RELEASE'; userId: string; at: number }
  | { type: 'HOLD_LAPSED'; at: number }
  | { type: 'PAYMENT_CONFIRMED' }
  | { type: 'CANCEL_BY_CONSULTANT' }
  | { type: 'CANCEL_BY_CUSTOMER'; userId: string }
  | { type: 'MOVE_BY_CUSTOMER'; userId: string };

/**
 * A reservation's life on the server, the one definition that the booking module's use cases
 * run (through `lifecycleStep`) and `npm run charts` draws. The stored status is the state.
 * Whether a confirmed payment still finds its time free is decided by the database's
 * one-calendar rule in the same transaction, not here.
 */
export const reservationLifecycleMachine = setup({
  types: {
    context: {} as ReservationFacts,
    input: {} as ReservationFacts,
    events: {} as ReservationLifecycleEvent,
  },
  guards: {
    byItsCustomerWhileHeld: ({ context, event }) =>
      'userId' in event && 'at' in event && event.userId === context.userId && holdRemainingMs(context.createdAt, event.at) > 0,
    byItsCustomer: ({ context, event }) => 'userId' in event && event.userId === context.userId,
    holdTimeIsOver: ({ context, event }) => 'at' in event && holdRemainingMs(context.createdAt, event.at) <= 0,
  },
}).createMachine({
  id: 'reservationLifecycle',
  description: 'چرخه عمر یک رزرو: نگه‌داشتن زمان، پرداخت، قطعی شدن، آزاد شدن یا لغو',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'در انتظار پرداخت: زمان شش دقیقه برای این مشتری نگه داشته می‌شود',
      on: {
        PAY_AGAIN: {
          guard: 'byItsCustomerWhileHeld',
          target: 'pending',
          description: 'همان مشتری دوباره پرداخت را آغاز می‌کند (پس از انصراف در بانک یا خطا)',
        },
        RELEASE: {
          guard: 'byItsCustomerWhileHeld',
          target: 'released',
          description: 'مشتری از رزرو انصراف می‌دهد و زمان برای همه آزاد می‌شود',
        },
        HOLD_LAPSED: { guard: 'holdTimeIsOver', target: 'expired', description: 'شش دقیقه گذشت و پرداختی تأیید نشد' },
        PAYMENT_CONFIRMED: { target: 'confirmed', description: 'بانک پرداخت را تأیید کرد' },
        CANCEL_BY_CONSULTANT: { target: 'cancelled', description: 'مشاور رزرو را لغو کرد' },
      },
    },
    expired: {
      description: 'منقضی شده: مهلت پرداخت گذشت و زمان دیگر نگه داشته نمی‌شود',
      on: {
        PAYMENT_CONFIRMED: { target: 'confirmed', description: 'پرداخت دیرهنگام تأیید شد و زمان هنوز آزاد بود' },
      },
    },
    confirmed: {
      description: 'تأیید شده: پرداخت تأیید شد و زمان برای این مشتری قطعی است',
      on: {
        CANCEL_BY_CONSULTANT: { target: 'cancelled', description: 'مشاور رزرو پرداخت‌شده را لغو کرد؛ مبلغ باید بازگردد' },
        CANCEL_BY_CUSTOMER: { guard: 'byItsCustomer', target: 'cancelled', description: 'مشتری پیش از مهلت اعلام‌شده رزرو را لغو کرد' },
        MOVE_BY_CUSTOMER: {
          guard: 'byItsCustomer',
          target: 'confirmed',
          description: 'مشتری پیش از مهلت، جلسه را به زمان آزاد دیگری از همان نوع برد',
        },
      },
    },
    released: { type: 'final', description: 'آزاد شده: مشتری پیش از پرداخت انصراف داد' },
    cancelled: { type: 'final', description: 'لغو شده توسط مشاور یا مشتری' },
  },
});

export type ReservationLifecycleStatus = 'pending' | 'expired' | 'confirmed' | 'released' | 'cancelled';
