import { isIsoDate, isSlotTime } from './business-time';
import { inclusiveDayCount } from './weekly-template';

/** A time the consultant closed for every type: whole days, or the same hours on each of them. */
export interface DayOff {
  _id: string;
  /** YYYY-MM-DD on Tehran's calendar, both ends included */
  fromDate: string;
  toDate: string;
  /** HH:mm; null (with toTime) when the whole day is closed */
  fromTime: string | null;
  /** HH:mm, not included: a slot starting at it stays open */
  toTime: string | null;
  reason: string;
}

export type DayOffInput = Omit<DayOff, '_id'>;

/** A live booking inside a closed time, for the consultant to move or cancel. */
export interface AffectedBooking {
  _id: string;
  customerName: string;
  typeTitle: string;
  date: string;
  time: string;
  status: 'pending' | 'confirmed';
}

/** An official holiday offered to the consultant: not yet closed, not skipped, not passed. */
export interface HolidayOffer {
  date: string;
  title: string;
}

export const MAX_DAY_OFF_DAYS = 366;
export const MAX_DAY_OFF_REASON = 200;

export const DAYS_OFF_MESSAGES = {
  invalidFrom: 'تاریخ شروع تعطیلی را درست وارد کنید (مثلا ۱۴۰۵/۰۱/۰۱)',
  invalidTo: 'تاریخ پایان تعطیلی را درست وارد کنید (مثلا ۱۴۰۵/۰۱/۰۴)',
  reversed: 'تاریخ پایان تعطیلی نباید پیش از تاریخ شروع آن باشد',
  tooLong: `بازه تعطیلی حداکثر ${MAX_DAY_OFF_DAYS} روز است`,
  invalidTime: 'ساعت شروع و پایان تعطیلی را هر دو به شکل ۱۴:۰۰ وارد کنید، یا هر دو را خالی بگذارید',
  timeReversed: 'ساعت پایان تعطیلی باید بعد از ساعت شروع آن باشد',
  reasonTooLong: `علت تعطیلی حداکثر ${MAX_DAY_OFF_REASON} نویسه است`,
  invalidHolidays: 'تعطیلی‌های رسمی انتخاب‌شده را درست بفرستید',
  unknownHoliday: 'این روز در فهرست تعطیلات رسمی نیست',
  notFound: 'این تعطیلی پیدا نشد',
  closed: 'این زمان تعطیل است و رزرو نمی‌شود؛ زمان دیگری را انتخاب کنید',
  added: 'تعطیلی ثبت شد',
  removed: 'تعطیلی برداشته شد',
  holidaysAccepted: (count: number) => `${count} تعطیلی رسمی ثبت شد`,
  holidaySkipped: 'این تعطیلی رسمی از فهرست کنار رفت',
} as const;

/** What is wrong with a day off the consultant asks for, as Persian text; null when it may be saved. */
export function dayOffError(input: DayOffInput): string | null {
  if (!isIsoDate(input.fromDate)) return DAYS_OFF_MESSAGES.invalidFrom;
  if (!isIsoDate(input.toDate)) return DAYS_OFF_MESSAGES.invalidTo;
  if (input.toDate < input.fromDate) return DAYS_OFF_MESSAGES.reversed;
  if (inclusiveDayCount(input.fromDate, input.toDate) > MAX_DAY_OFF_DAYS) return DAYS_OFF_MESSAGES.tooLong;
  const hasFrom = input.fromTime !== null;
  if (hasFrom !== (input.toTime !== null)) return DAYS_OFF_MESSAGES.invalidTime;
  if (hasFrom && (!isSlotTime(input.fromTime) || !isSlotTime(input.toTime))) return DAYS_OFF_MESSAGES.invalidTime;
  if (hasFrom && input.toTime! <= input.fromTime!) return DAYS_OFF_MESSAGES.timeReversed;
  if (input.reason.length > MAX_DAY_OFF_REASON) return DAYS_OFF_MESSAGES.reasonTooLong;
  return null;
}

/** Whether a slot starting at `time` on `date` falls in the closed time. */
export function closesSlot(dayOff: DayOffInput, date: string, time: string): boolean {
  if (date < dayOff.fromDate || date > dayOff.toDate) return false;
  return dayOff.fromTime === null || (time >= dayOff.fromTime && time < dayOff.toTime!);
}
