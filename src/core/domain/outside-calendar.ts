/**
 * The consultant's own calendars (Google, iCloud, Outlook or any .ics address) whose events keep
 * the consultant busy: what the schedule tab shows of each, and the Persian texts of both sides.
 */
export interface OutsideCalendarView {
  id: string;
  /** the consultant's name for it */
  label: string;
  /** the address's host alone; the address itself is a secret and never leaves the server */
  host: string;
  addedAt: string;
  /** when it was last read whole (ISO instant), null before the first reading */
  lastReadAt: string | null;
  /** since when every reading has failed (ISO instant), null while it reads */
  failingSince: string | null;
  /** why the last reading failed, in Persian */
  failure: string | null;
  /** busy times kept from its last good copy */
  busyCount: number;
}

/** A published slot an outside event blocks, or a live booking an event added later collides with. */
export interface BusyMark {
  date: string;
  time: string;
  typeTitle: string;
  /** the booking's id when the mark is a collision */
  reservationId?: string;
  customerName?: string;
}

/** How the agenda marks a booking an outside event collides with. */
export const OUTSIDE_EVENT_LABEL = 'هم‌زمان با رویدادی از تقویم شما';

/** Most calendars one consultant may add. */
export const MAX_OUTSIDE_CALENDARS = 10;
export const MAX_CALENDAR_ADDRESS_LENGTH = 2000;
export const MAX_CALENDAR_LABEL_LENGTH = 60;

export const OUTSIDE_CALENDAR_MESSAGES = {
  added: 'تقویم افزوده شد؛ تا چند دقیقهٔ دیگر خوانده می‌شود',
  removed: 'تقویم برداشته شد',
  notFound: 'این تقویم پیدا نشد',
  addressInvalid: 'نشانی تقویم باید نشانی کاملی باشد که با https:// یا webcal:// آغاز می‌شود',
  addressTooLong: `نشانی تقویم بیش از ${MAX_CALENDAR_ADDRESS_LENGTH} نویسه است`,
  addressPrivate: 'نشانی تقویم به شبکهٔ داخلی یا همین رایانه اشاره می‌کند و پذیرفته نمی‌شود',
  labelTooLong: `نام تقویم بیش از ${MAX_CALENDAR_LABEL_LENGTH} نویسه است`,
  tooMany: `بیش از ${MAX_OUTSIDE_CALENDARS} تقویم نمی‌توان افزود`,
  duplicate: 'این نشانی پیش‌تر افزوده شده است',
  failure: {
    timeout: 'تقویم در زمان مقرر پاسخ نداد',
    status: (status: number) => `نشانی تقویم با خطای ${status} پاسخ داد`,
    tooLarge: 'فایل تقویم بزرگ‌تر از اندازهٔ مجاز است',
    private: 'نشانی تقویم (یا جایی که به آن فرستاده شد) در شبکهٔ داخلی است و خوانده نمی‌شود',
    network: 'به نشانی تقویم وصل نشد',
    redirects: 'نشانی تقویم بارها به جای دیگری فرستاده شد',
    notCalendar: 'پاسخ این نشانی فایل تقویم نبود',
    unsealed: 'نشانی تقویم با کلید کنونی سرور باز نمی‌شود؛ آن را بردارید و دوباره بیفزایید',
  },
  failingAlert: (label: string, since: string, reason: string) =>
    `تقویم «${label}» از ${since} خوانده نمی‌شود (${reason}). زمان‌های پر آن از آخرین نسخهٔ سالم خوانده می‌شود؛ نشانی را در برگهٔ زمان‌بندی بررسی کنید.`,
} as const;
