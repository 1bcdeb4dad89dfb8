import { toPersianDigits } from './persian-digits';
import { tehranInstant } from './tehran-time';

/** How long before the session the customer may still cancel or move it, unless the consultant sets otherwise. */
export const DEFAULT_CHANGE_NOTICE_HOURS = 24;
/** The longest notice the consultant may ask for: thirty days. */
export const MAX_CHANGE_NOTICE_HOURS = 720;

/** What a customer's cancellation did with the money, as the answer says it. */
export type CustomerCancelOutcome = 'nothing-paid' | 'reversed' | 'refund-owed';

/** Stored as the reservation's cancel reason when its customer cancelled it, so «رزروهای من» and the consultant can tell. */
export const CANCELLED_BY_CUSTOMER_REASON = 'به درخواست مشتری';

const HOUR_MS = 60 * 60 * 1000;

/** The instant a session on Tehran's wall clock begins (Tehran's offset on that day, from the time-zone data). */
export function sessionStart(date: string, time: string): Date {
  return new Date(tehranInstant({ date, time }));
}

/** Until when the customer may cancel or move a session. */
export function changeDeadline(date: string, time: string, noticeHours: number): Date {
  return new Date(sessionStart(date, time).getTime() - noticeHours * HOUR_MS);
}

/** Whether a booking may be moved to this time now: the new time leaves the consultant's notice too. */
export function mayMoveTo(date: string, time: string, now: number, noticeHours: number): boolean {
  return now < changeDeadline(date, time, noticeHours).getTime();
}

/** Whether the customer may still cancel or move this booking now: it is confirmed and the notice has not begun. */
export function mayChange(booking: { status: string; date: string; timeSlot: string }, now: number, noticeHours: number): boolean {
  return booking.status === 'confirmed' && mayMoveTo(booking.date, booking.timeSlot, now, noticeHours);
}

export const CHANGE_NOTICE_MESSAGES = {
  invalidHours: `مهلت لغو و جابه‌جایی را به ساعت، عددی از ۰ تا ${toPersianDigits(String(MAX_CHANGE_NOTICE_HOURS))} وارد کنید`,
  /** why cancelling and moving are no longer offered (server refusal and client explanation alike) */
  tooLate: (noticeHours: number) =>
    `لغو یا جابه‌جایی رزرو فقط تا ${toPersianDigits(String(noticeHours))} ساعت پیش از جلسه ممکن است؛ برای تغییر با مشاور تماس بگیرید`,
  /** a move's new time must leave the same notice, or it could never be changed again */
  targetTooSoon: (noticeHours: number) =>
    `زمان تازه باید دست‌کم ${toPersianDigits(String(noticeHours))} ساعت بعد از اکنون باشد؛ زمان دیرتری را انتخاب کنید`,
} as const;

/** The consultant's notice in whole hours, from what they typed or sent. */
export function parseNoticeHours(raw: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 0 || value > MAX_CHANGE_NOTICE_HOURS)
    return { ok: false, message: CHANGE_NOTICE_MESSAGES.invalidHours };
  return { ok: true, value };
}
