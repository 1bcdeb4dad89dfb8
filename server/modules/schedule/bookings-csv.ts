import { NO_SHOW_LABEL, type AdminBooking } from '../../../src/core/domain/admin-booking';
import { toBusinessWallClock } from '../../../src/core/domain/business-time';
import { isoToJalali } from '../../../src/core/domain/jalali-date';
import { PAYMENT_LABELS, RESERVATION_LABELS } from '../../../src/core/domain/money-status';
import { paymentReasonText } from '../../../src/core/domain/payment-reason-text';
import type { BookingAnswer } from '../../../src/core/domain/booking-questions/booking-question';
import { answerText } from '../../../src/core/domain/booking-questions/parse-answers';

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

/** The most questions that get a column of their own; answers to any further ones share the last column. */
export const CSV_QUESTION_COLUMNS_MAX = 30;
export const CSV_MORE_ANSWERS = 'سایر پاسخ‌ها';

/**
 * The bookings as CSV that Excel opens with Persian intact: UTF-8 with a byte-order mark,
 * every field quoted, CRLF line ends. Jalali dates, times, amounts and codes keep Latin
 * digits so the sheet can sort and sum them. After the fixed columns, each question asked in
 * the exported bookings has a column of its own («پاسخ: …», in the order first met), so an
 * accountant can sort and filter by an answer; a number answer keeps Latin digits likewise.
 */
export function bookingsCsv(bookings: AdminBooking[]): string {
  const questions = questionColumns(bookings);
  const overflow = questions.length > CSV_QUESTION_COLUMNS_MAX;
  const shown = questions.slice(0, CSV_QUESTION_COLUMNS_MAX);
  const lines = [
    [...CSV_HEADERS, ...shown.map((label) => `پاسخ: ${label}`), ...(overflow ? [CSV_MORE_ANSWERS] : [])],
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
      ...shown.map((label) => sheetAnswer(booking.answers?.find((answer) => answer.label === label))),
      ...(overflow ? [moreAnswers(booking, new Set(shown))] : []),
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

/** Every question the bookings answer, by its text as asked, in the order first met. */
function questionColumns(bookings: AdminBooking[]): string[] {
  const labels = new Set<string>();
  for (const booking of bookings) for (const answer of booking.answers ?? []) labels.add(answer.label);
  return [...labels];
}

/** An answer as a cell: a number in Latin digits for the sheet's sums, yes/no in Persian, text as typed. */
function sheetAnswer(answer: BookingAnswer | undefined): string {
  if (!answer) return '';
  if (answer.kind === 'number') return String(answer.answer);
  return answerText(answer);
}

function moreAnswers(booking: AdminBooking, shown: Set<string>): string {
  return (booking.answers ?? [])
    .filter((answer) => !shown.has(answer.label))
    .map((answer) => `${answer.label}: ${sheetAnswer(answer)}`)
    .join('\n');
}
