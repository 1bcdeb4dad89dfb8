import type { TaxInvoiceView } from '../../../src/core/contracts/api/tax-invoices-api';
import { toBusinessWallClock } from '../../../src/core/domain/business-time';
import { isoToJalali } from '../../../src/core/domain/jalali-date';
import { TAX_INVOICE_LABELS, TAX_INVOICE_SUBJECT_LABELS } from '../../../src/core/domain/tax/tax-invoice-status';

const BOM = '\uFEFF';

/** The most rows one export carries. */
export const TAX_CSV_ROWS_LIMIT = 5000;

export const TAX_CSV_HEADERS = [
  'شماره منحصر به فرد مالیاتی',
  'نوع صورتحساب',
  'شماره صورتحساب مرجع',
  'وضعیت',
  'تاریخ صدور',
  'خریدار (کد ملی یا کد اقتصادی)',
  'نام مشتری',
  'شرح خدمت',
  'مبلغ پیش از مالیات (ریال)',
  'مالیات بر ارزش افزوده (ریال)',
  'مبلغ کل (ریال)',
  'کد پیگیری پرداخت',
  'شماره پیگیری سامانه',
  'خطاهای سامانه',
];

/**
 * The invoices for the accountant, as the bookings' CSV is written: UTF-8 with a byte-order mark,
 * every field quoted, CRLF line ends, Jalali dates (Tehran) and amounts in Latin digits so a sheet
 * sorts and sums them. Text that starts like a formula gets a leading apostrophe.
 */
export function taxInvoicesCsv(invoices: readonly TaxInvoiceView[]): string {
  const lines = [
    TAX_CSV_HEADERS,
    ...invoices.map((invoice) => [
      invoice.taxId,
      TAX_INVOICE_SUBJECT_LABELS[invoice.subject],
      invoice.answersTaxId ?? '',
      TAX_INVOICE_LABELS[invoice.status],
      tehranDateTime(invoice.issuedAt),
      invoice.buyerTaxId ?? '',
      invoice.customerName,
      invoice.typeTitle,
      String(invoice.totalRials - invoice.vatRials),
      String(invoice.vatRials),
      String(invoice.totalRials),
      invoice.refId ?? '',
      invoice.referenceNumber ?? '',
      invoice.errors.map((error) => `${error.code}: ${error.message}`).join(' | '),
    ]),
  ];
  return BOM + lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** An instant as Tehran's Jalali date and time: 1405/09/01 12:30. */
function tehranDateTime(instant: string): string {
  const wall = toBusinessWallClock(instant);
  const { year, month, day } = isoToJalali(wall.date);
  return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')} ${wall.time}`;
}
