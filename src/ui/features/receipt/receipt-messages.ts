import { PAYMENT_LABELS } from '../../../core/domain/money-status';
import type { ReceiptPaymentStatus } from '../../../core/domain/receipt';

/** The receipt page's words. */
export const RECEIPT_TEXT = {
  title: 'رسید پرداخت',
  print: 'چاپ رسید',
  loading: 'در حال دریافت رسید',
  backToReservations: 'رزروهای من',
  consultant: 'مشاور',
  type: 'نوع مشاوره',
  date: 'تاریخ جلسه',
  time: 'ساعت جلسه',
  amount: 'مبلغ پرداختی',
  refId: 'کد پیگیری بانک',
  /** the official e-invoice's tax ID, once the taxpayer system accepted it */
  taxId: 'شماره منحصر به فرد مالیاتی صورتحساب',
  paidAt: 'زمان پرداخت',
  cardPan: 'شماره کارت',
  reservationId: 'شناسه رزرو',
  status: 'وضعیت پرداخت',
  issuer: 'صادرکننده',
  economicCode: 'کد اقتصادی',
  nationalId: 'شناسه ملی',
  phone: 'تلفن',
  address: 'نشانی',
  postalCode: (code: string) => `کد پستی ${code}`,
} as const;

/** What the receipt says above its facts when the money did not stay paid; nothing for a paid one. */
export function paymentStateNote(status: ReceiptPaymentStatus): string | null {
  if (status === 'paid') return null;
  return `این پرداخت دیگر برقرار نیست: ${PAYMENT_LABELS[status]}. این رسید فقط سابقه پرداخت را نشان می‌دهد.`;
}
