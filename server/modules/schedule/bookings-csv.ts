import { NO_SHOW_LABEL, type AdminBooking } from '../../../src/core/domain/admin-booking';
import { toBusinessWallClock } from '../../../src/core/domain/business-time';
import { isoToJalali } from '../../../src/core/domain/jalali-date';
import { PAYMENT_LABELS, RESERVATION_LABELS } from '../../../src/core/domain/money-status';
import { paymentReasonText } from '../../../src/core/domain/payment-reason-text';

const BOM = '\uFEFF';

/** The most rows one export carries; a longer period is exported in parts by its date filters. */
export const CSV_ROWS_LIMIT = 5000;

/** Columns added later come last (the payment's, then the mobile, then the no-show mark), so a sheet made from an older export keeps its columns where they were. */
export const CSV_HEADERS = [
  'نام مشتری',
  'ایمیل',
  'نوع رزرو',
  'تاریخ',
  'ساعت',
  'مبلغ (تومان)',
  'وضعیت',
  'کد پیگیری پرداخت',
  'دلیل لغو',
  'وضعیت پرداخت',
  'کد پاسخ بانک',
  'علت',
  'زمان پرداخت',
  'شماره موبایل',
  'نیامد',
];

/**
 * The bookings as CSV that Excel opens with Persian intact: UTF-8 with a byte-order mark,
 * every field quoted, CRLF line ends. Jalali dates, times, amounts and codes keep Latin
 * digits so the sheet can sort and sum them.
 */
export function bookingsCsv(bookings: AdminBooking[]): string {
  const lines = [
    CSV_HEADERS,
    ...bookings.map((booking) => [
      booking.customerName,
      booking.customerEmail,
      booking.reservationTypeTitle,
      jalaliNumeric(booking.date),
      booking.time,
      String(booking.price),
      RESERVATION_LABELS[booking.status],
      booking.refId ?? '',
      booking.cancelReason ?? '',
      booking.paymentStatus ? PAYMENT_LABELS[booking.paymentStatus] : '',
      booking.gatewayCode === null ? '' : String(booking.gatewayCode),
      booking.failureReason ? paymentReasonText(booking.failureReason) : '',
      booking.paidAt ? tehranDateTime(booking.paidAt) : '',
      booking.customerMobile ?? '',
      booking.noShowAt ? NO_SHOW_LABEL : '',
    ]),
  ];
  return BOM + lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * Quotes a field, doubling inner quotes. Text a customer typed that starts like a formula
 * (= + - @, tab, carriage return) gets a leading apostrophe so a spreadsheet never runs it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function jalaliNumeric(isoDate: string): string {
  const { year, month, day } = isoToJalali(isoDate);
  return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

/** An instant as Tehran's Jalali date and time: 1405/09/01 12:30. */
function tehranDateTime(instant: string): string {
  const wall = toBusinessWallClock(instant);
  return `${jalaliNumeric(wall.date)} ${wall.time}`;
}
