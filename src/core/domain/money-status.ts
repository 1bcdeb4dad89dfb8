import type { PaymentLifecycleStatus } from '../machines/payment-lifecycle-machine';
import type { ReservationLifecycleStatus } from '../machines/reservation-lifecycle-machine';

export type { PaymentLifecycleStatus, ReservationLifecycleStatus };

/** The reservation's statuses in Persian, the one list the customer's and the consultant's screens and the CSV use. */
export const RESERVATION_LABELS: Record<ReservationLifecycleStatus, string> = {
  pending: 'در انتظار پرداخت',
  confirmed: 'تأیید شده',
  expired: 'منقضی شده',
  released: 'آزاد شده',
  cancelled: 'لغو شده',
};

/** The payment's statuses in Persian. */
export const PAYMENT_LABELS: Record<PaymentLifecycleStatus, string> = {
  initiated: 'در انتظار پاسخ بانک',
  paid: 'پرداخت شده',
  failed: 'ناموفق',
  refund_required: 'بازگشت وجه در جریان',
  reversed: 'بازگشت داده شد',
  refunded: 'بازپرداخت شد',
};

/** Payments whose money still has to go back to the customer: the consultant's refund-owed list. */
export function owesMoneyBack(status: PaymentLifecycleStatus): boolean {
  return status === 'refund_required';
}

/** A payment the bank has not settled yet: the reconciliation job still asks about it. */
export function isOpenPayment(status: PaymentLifecycleStatus): boolean {
  return status === 'initiated';
}
