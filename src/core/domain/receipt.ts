import type { MyReservation } from './my-reservation';
import type { PaymentLifecycleStatus } from './money-status';

/** The payment statuses a receipt is given for: the money reached the consultant (even if it went back since). */
export const RECEIPT_PAYMENT_STATUSES = [
  'paid',
  'refund_required',
  'reversed',
  'refunded',
] as const satisfies readonly PaymentLifecycleStatus[];
export type ReceiptPaymentStatus = (typeof RECEIPT_PAYMENT_STATUSES)[number];

/** GET /api/reservations/{id}/receipt: a paid booking's receipt, for its own customer. */
export interface Receipt {
  reservationId: string;
  consultantName: string;
  typeTitle: string;
  /** YYYY-MM-DD and HH:mm, Tehran */
  date: string;
  time: string;
  /** tomans */
  amount: number;
  refId: string | null;
  /** masked, exactly as the bank gave it (e.g. 603799******1234) */
  cardPan: string | null;
  /** ISO instant */
  paidAt: string;
  paymentStatus: ReceiptPaymentStatus;
  /** the official e-invoice's tax ID (شماره منحصر به فرد مالیاتی) once the taxpayer system accepted it; absent otherwise */
  taxId?: string;
}

export function isReceiptPaymentStatus(status: string): status is ReceiptPaymentStatus {
  return (RECEIPT_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/** Whether "رزروهای من" offers a reservation's receipt: money was paid for it (a free booking has none). */
export function hasReceipt(reservation: Pick<MyReservation, 'payment'>): boolean {
  const { payment } = reservation;
  return !!payment && payment.amount > 0 && payment.paidAt !== null && isReceiptPaymentStatus(payment.status);
}
