import type { TaxInvoiceLifecycleStatus } from '../../machines/tax-invoice-lifecycle-machine';

export type { TaxInvoiceLifecycleStatus };

/** Every status of an e-invoice, in the lifecycle's order: the list filter offers them so. */
export const TAX_INVOICE_STATUSES: readonly TaxInvoiceLifecycleStatus[] = [
  'draft',
  'sent',
  'accepted',
  'rejected',
  'cancelling',
  'corrected',
  'cancelled',
  'void',
];

/** An e-invoice's statuses in Persian: the one list the invoices tab and its CSV use. */
export const TAX_INVOICE_LABELS: Record<TaxInvoiceLifecycleStatus, string> = {
  draft: 'در صف ارسال',
  sent: 'ارسال‌شده، در انتظار پاسخ',
  accepted: 'پذیرفته در سامانه',
  rejected: 'ردشده',
  cancelling: 'در حال ابطال',
  corrected: 'اصلاح‌شده',
  cancelled: 'باطل‌شده',
  void: 'بی‌اثر',
};

/** What an invoice is, by the system's subject (ins). */
export const TAX_INVOICE_SUBJECT_LABELS: Record<1 | 3, string> = {
  1: 'اصلی',
  3: 'ابطالی',
};

export function isTaxInvoiceStatus(value: string): value is TaxInvoiceLifecycleStatus {
  return (TAX_INVOICE_STATUSES as readonly string[]).includes(value);
}
