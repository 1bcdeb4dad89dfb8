import { CANCELLED_BY_CUSTOMER_REASON } from './customer-change';
import type { PaymentLifecycleStatus } from './money-status';
import { statusAt, type MyReservation } from './my-reservation';

/** How a sentence about the money is coloured on the customer's screen. */
export type MoneyTone = 'success' | 'warning' | 'danger' | 'info';

/** What happened to the customer's money for one reservation, in the words they read in «رزروهای من». */
export interface MoneyOutcome {
  tone: MoneyTone;
  text: string;
}

export const MONEY_TEXTS = {
  heldForYou: 'این زمان تا پایان مهلت برای شما نگه داشته شده است؛ برای قطعی شدن رزرو، پرداخت را انجام دهید.',
  heldAfterFailedPayment: 'پرداخت قبلی انجام نشد؛ تا پایان مهلت می‌توانید دوباره پرداخت کنید.',
  heldWhileBankAnswers:
    'پاسخ بانک به پرداخت قبلی شما هنوز نرسیده است؛ اگر مبلغی از حساب شما کم شده، پیش از پرداخت دوباره صبر کنید تا نتیجه همین‌جا نمایش داده شود.',
  paid: 'پرداخت شما تأیید شد و رزرو قطعی است.',
  freeConfirmed: 'رزرو رایگان شما قطعی است.',
  checking: 'پرداخت شما در حال بررسی با بانک است؛ نتیجه به‌زودی همین‌جا نمایش داده می‌شود.',
  lapsedUnpaid: 'مهلت این رزرو به پایان رسید و پرداختی انجام نشد.',
  latePayment: 'پرداخت شما پس از پایان مهلت رسید و این زمان دیگر آزاد نبود.',
  released: 'شما از این رزرو انصراف دادید و زمان آن آزاد شد.',
  cancelledByConsultant: 'این رزرو توسط مشاور لغو شد.',
  cancelledByYou: 'شما این رزرو را لغو کردید.',
  refundOnItsWay: 'مبلغ پرداختی شما در حال بازگشت به حساب شماست.',
  reversedByBank: 'بانک مبلغ پرداختی را به کارت شما بازگرداند.',
  refundedByConsultant: 'مشاور مبلغ پرداختی را به شما بازگرداند.',
} as const;

/** After a reservation ended: the payment states that say where money taken went, or that the bank has not answered yet. */
const MONEY_AFTER: Partial<Record<PaymentLifecycleStatus, MoneyOutcome>> = {
  initiated: { tone: 'info', text: MONEY_TEXTS.checking },
  refund_required: { tone: 'warning', text: MONEY_TEXTS.refundOnItsWay },
  reversed: { tone: 'info', text: MONEY_TEXTS.reversedByBank },
  refunded: { tone: 'info', text: MONEY_TEXTS.refundedByConsultant },
};

function joined(first: string, then?: MoneyOutcome): string {
  return then ? `${first} ${then.text}` : first;
}

/**
 * The sentence for one reservation now: a live hold says whether an earlier attempt failed or is
 * still with the bank; a confirmed one that it is paid; an ended one why it ended and where any
 * money taken went (still being checked, on its way back, reversed by the bank, or refunded by
 * the consultant).
 */
export function moneyOutcome(reservation: MyReservation, now: number): MoneyOutcome {
  const payment = reservation.payment?.status ?? null;
  const after = payment ? MONEY_AFTER[payment] : undefined;
  switch (statusAt(reservation, now)) {
    case 'pending':
      if (payment === 'initiated') return { tone: 'info', text: MONEY_TEXTS.heldWhileBankAnswers };
      if (payment === 'failed') return { tone: 'warning', text: MONEY_TEXTS.heldAfterFailedPayment };
      return { tone: 'warning', text: MONEY_TEXTS.heldForYou };
    case 'confirmed':
      return { tone: 'success', text: reservation.price === 0 ? MONEY_TEXTS.freeConfirmed : MONEY_TEXTS.paid };
    case 'expired':
      // a payment the bank has not settled may still confirm the booking if its time is free
      if (payment === 'initiated') return { tone: 'info', text: MONEY_TEXTS.checking };
      if (after) return { tone: after.tone, text: joined(MONEY_TEXTS.latePayment, after) };
      return { tone: 'info', text: MONEY_TEXTS.lapsedUnpaid };
    case 'released':
      return { tone: after?.tone ?? 'info', text: joined(MONEY_TEXTS.released, after) };
    case 'cancelled':
      return {
        tone: after?.tone ?? 'danger',
        text: joined(
          reservation.cancelReason === CANCELLED_BY_CUSTOMER_REASON ? MONEY_TEXTS.cancelledByYou : MONEY_TEXTS.cancelledByConsultant,
          after,
        ),
      };
  }
}
