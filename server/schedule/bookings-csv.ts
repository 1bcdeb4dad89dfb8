import { BOOKING_STATUS_LABELS, type AdminBooking } from '../../src/core/domain/admin-booking';
import { isoToJalali } from '../../src/core/domain/jalali-date';

const BOM = '\uFEFF';

export const CSV_HEADERS = ['نام مشتری', 'ایمیل', 'نوع رزرو', 'تاریخ', 'ساعت', 'مبلغ (تومان)', 'وضعیت', 'کد پیگیری پرداخت', 'دلیل لغو'];

/**
 * The bookings as CSV that Excel opens with Persian intact: UTF-8 with a byte-order mark,
 * every field quoted, CRLF line ends. Jalali dates and amounts keep Latin digits so the
 * sheet can sort and sum them.
 */
export function bookingsCsv(bookings: AdminBooking[]): string {
  const lines = [CSV_HEADERS, ...bookings.map((booking) => [
    booking.customerName,
    booking.customerEmail,
    booking.reservationTypeTitle,
    jalaliNumeric(booking.date),
    booking.time,
    String(booking.price),
    BOOKING_STATUS_LABELS[booking.status],
    booking.refId ?? '',
    booking.cancelReason ?? '',
  ])];
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
