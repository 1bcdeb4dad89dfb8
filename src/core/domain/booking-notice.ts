import { sessionStart } from './customer-change';
import { toPersianDigits } from './persian-digits';
import { parseMinutes } from './session-length';

/**
 * How soon before its start a session may still be booked (the consultant's minimum notice):
 * three hours unless the consultant sets another, at most thirty days.
 */
export const DEFAULT_BOOKING_NOTICE_MINUTES = 180;
export const BOOKING_NOTICE_MINUTES = { min: 0, max: 43_200 } as const;

/** «۳ ساعت» or «۹۰ دقیقه». */
function noticeText(minutes: number): string {
  return minutes % 60 === 0 ? `${toPersianDigits(minutes / 60)} ساعت` : `${toPersianDigits(minutes)} دقیقه`;
}

export const BOOKING_NOTICE_MESSAGES = {
  /** the server's refusal when a booking or a move asks for a time inside the notice */
  tooSoon: (minutes: number) => `این زمان را فقط تا ${noticeText(minutes)} پیش از شروع جلسه می‌توان رزرو کرد؛ زمان دیرتری را انتخاب کنید`,
  invalidMinutes: `حداقل فاصله رزرو تا جلسه را به دقیقه، عددی از ۰ تا ${toPersianDigits(BOOKING_NOTICE_MINUTES.max)} وارد کنید`,
  saved: 'حداقل فاصله رزرو تا جلسه ذخیره شد',
} as const;

/** True when a session at this Tehran date and time starts sooner than the notice allows booking it. */
export function insideBookingNotice(date: string, time: string, now: number, noticeMinutes: number): boolean {
  return sessionStart(date, time).getTime() - noticeMinutes * 60_000 < now;
}

/** The consultant's notice in whole minutes, from what they typed or sent. */
export function parseNoticeMinutes(raw: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const value = parseMinutes(raw, BOOKING_NOTICE_MINUTES);
  return value === null ? { ok: false, message: BOOKING_NOTICE_MESSAGES.invalidMinutes } : { ok: true, value };
}
