import { parse } from 'csv-parse/sync';
import type { AdminBooking } from '../../../../src/core/domain/admin-booking';
import type { BookingAnswer } from '../../../../src/core/domain/booking-questions/booking-question';
import { bookingsCsv, CSV_HEADERS, CSV_MORE_ANSWERS, CSV_QUESTION_COLUMNS_MAX } from '../../../../server/modules/schedule/bookings-csv';

/** The CSV as a spreadsheet reads it: csv-parse (RFC 4180), after the byte-order mark; a record of another width is refused. */
const readCsv = (text: string): string[][] => parse(text, { bom: true });

const booking = (answers?: BookingAnswer[]): AdminBooking => ({
  _id: 'b',
  customerName: 'سارا احمدی',
  customerEmail: 'sara@example.com',
  customerMobile: null,
  reservationTypeId: 't',
  reservationTypeTitle: 'مشاوره مالی تخصصی',
  date: '2026-11-24',
  time: '10:00',
  price: 1500000,
  status: 'confirmed',
  refId: null,
  cancelReason: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  paymentStatus: null,
  gatewayCode: null,
  failureReason: null,
  paidAt: null,
  noShowAt: null,
  ...(answers ? { answers } : {}),
});

const field = (answer: string): BookingAnswer => ({ questionId: 'q1', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', answer });
const year = (answer: number): BookingAnswer => ({ questionId: 'q2', label: 'سال مالی مورد بررسی؟', kind: 'number', answer });
const audited = (answer: boolean): BookingAnswer => ({ questionId: 'q3', label: 'حسابرسی شده است؟', kind: 'yes-no', answer });

/** The bookings CSV as a spreadsheet reads it back: one column per question asked, after the fixed ones. */
describe("the customers' answers in the bookings CSV", () => {
  it('gives each question a column of its own after the fixed columns, and each answer its cell', () => {
    const rows = readCsv(
      bookingsCsv([
        booking([field('بازرگانی'), year(1403), audited(true)]),
        booking(),
        booking([year(1402), { questionId: 'q4', label: 'موضوع اصلی جلسه؟', kind: 'long-text', answer: 'مالیات\n"بر ارزش افزوده"' }]),
      ]),
    );
    const [headers, ...records] = rows;
    expect(headers.slice(0, CSV_HEADERS.length)).toEqual(CSV_HEADERS);
    expect(headers.slice(CSV_HEADERS.length)).toEqual([
      'پاسخ: حوزه فعالیت شرکت؟',
      'پاسخ: سال مالی مورد بررسی؟',
      'پاسخ: حسابرسی شده است؟',
      'پاسخ: موضوع اصلی جلسه؟',
    ]);
    expect(records.every((record) => record.length === headers.length)).toBe(true);
    const cell = (record: string[], header: string) => record[headers.indexOf(header)];
    expect(cell(records[0], 'پاسخ: حوزه فعالیت شرکت؟')).toBe('بازرگانی');
    // numbers keep Latin digits so the sheet can sort and sum them
    expect(cell(records[0], 'پاسخ: سال مالی مورد بررسی؟')).toBe('1403');
    expect(cell(records[0], 'پاسخ: حسابرسی شده است؟')).toBe('بله');
    expect(cell(records[0], 'پاسخ: موضوع اصلی جلسه؟')).toBe('');
    expect(records[1].slice(CSV_HEADERS.length)).toEqual(['', '', '', '']);
    expect(cell(records[2], 'پاسخ: موضوع اصلی جلسه؟')).toBe('مالیات\n"بر ارزش افزوده"');
    expect(cell(records[2], 'نام مشتری')).toBe('سارا احمدی');
  });

  it('adds no column when no exported booking has answers', () => {
    expect(readCsv(bookingsCsv([booking(), booking()]))[0]).toEqual(CSV_HEADERS);
  });

  it('keeps a formula an answer starts with from running in the sheet', () => {
    const [headers, record] = readCsv(bookingsCsv([booking([field('=HYPERLINK("http://evil")')])]));
    expect(record[headers.indexOf('پاسخ: حوزه فعالیت شرکت؟')]).toBe('\'=HYPERLINK("http://evil")');
  });

  it('puts the answers to questions beyond the column limit together in one last column', () => {
    const many = Array.from({ length: CSV_QUESTION_COLUMNS_MAX + 2 }, (_, i) => ({
      questionId: `q${i}`,
      label: `پرسش ${i}`,
      kind: 'short-text' as const,
      answer: `پاسخ ${i}`,
    }));
    const [headers, record] = readCsv(bookingsCsv([booking(many)]));
    expect(headers).toHaveLength(CSV_HEADERS.length + CSV_QUESTION_COLUMNS_MAX + 1);
    expect(headers.at(-1)).toBe(CSV_MORE_ANSWERS);
    expect(record.at(-1)).toBe(
      `پرسش ${CSV_QUESTION_COLUMNS_MAX}: پاسخ ${CSV_QUESTION_COLUMNS_MAX}\nپرسش ${CSV_QUESTION_COLUMNS_MAX + 1}: پاسخ ${CSV_QUESTION_COLUMNS_MAX + 1}`,
    );
  });
});
