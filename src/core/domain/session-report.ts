import { toPersianDigits } from './persian-digits';

/**
 * The written report of a session: the consultant writes it in the article editor once the
 * session has started, sends it, and the customer reads it. A sent version is kept as sent; a
 * correction is the next version. Attachments will be listed beside a version later.
 */

/** One sent version in the list of a report's versions, newest first. */
export interface SentReportVersion {
  version: number;
  /** when it was sent (ISO) */
  sentAt: string;
}

/** The session a report is about, as the report page and the editor head it. */
export interface ReportSession {
  reservationId: string;
  typeTitle: string;
  /** the session's Tehran date (YYYY-MM-DD) and time (HH:mm) */
  date: string;
  time: string;
  customerName: string;
}

/** What the customer (or the consultant) reads: one sent version, and every sent version listed. */
export interface ReportReading {
  session: ReportSession;
  version: number;
  sentAt: string;
  /** the editor's HTML, as the article sanitizer keeps it */
  body: string;
  /** true when this is the newest sent version */
  latest: boolean;
  versions: SentReportVersion[];
}

/** Why the consultant may not write the report now; null when they may. */
export type ReportWriteBar = 'not-confirmed' | 'cancelled' | 'before-session';

/** The consultant's desk: the session, whether it may be written, its draft and its sent versions (with their text). */
export interface ReportDesk {
  session: ReportSession;
  bar: ReportWriteBar | null;
  draft: { version: number; body: string; savedAt: string } | null;
  sent: Array<SentReportVersion & { body: string }>;
}

/** a report's HTML is at most this long (about 100 printed pages) */
export const REPORT_BODY_MAX = 300_000;

export const REPORT_MESSAGES = {
  notFound: 'گزارشی برای این رزرو پیدا نشد',
  reservationNotFound: 'رزرو پیدا نشد',
  notConfirmed: 'گزارش فقط برای رزرو قطعی‌شده و پرداخت‌شده نوشته می‌شود',
  cancelled: 'این رزرو لغو شده است؛ برای آن گزارشی نوشته نمی‌شود',
  beforeSession: 'گزارش جلسه را پس از شروع جلسه می‌توان نوشت',
  empty: 'متن گزارش خالی است؛ ابتدا گزارش را بنویسید',
  tooLong: 'متن گزارش بیش از حد طولانی است',
  invalidBody: 'متن گزارش نامعتبر است',
  sentMeanwhile: 'این گزارش هم‌زمان در جای دیگری فرستاده شد؛ صفحه را دوباره باز کنید',
  draftSaved: 'پیش‌نویس گزارش ذخیره شد',
  sent: (version: number) => `نسخه ${toPersianDigits(version)} گزارش برای مشتری فرستاده شد`,
} as const;

export const REPORT_BAR_MESSAGES: Record<ReportWriteBar, string> = {
  'not-confirmed': REPORT_MESSAGES.notConfirmed,
  cancelled: REPORT_MESSAGES.cancelled,
  'before-session': REPORT_MESSAGES.beforeSession,
};

/** "نسخه ۲": how a version is named to people. */
export function reportVersionLabel(version: number): string {
  return `نسخه ${toPersianDigits(version)}`;
}

/** True when the editor's HTML says nothing (no text and no picture): such a report is neither saved as sent nor sent. */
export function isEmptyReport(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/**
 * May the consultant write (save a draft of, send) the report of this booking now? Only a
 * confirmed booking, paid or free, once its session has started: a consultant writes it after
 * the meeting, and may start while it runs.
 */
export function reportWriteBar(booking: { status: string; startsAt: Date }, now: Date): ReportWriteBar | null {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status !== 'confirmed') return 'not-confirmed';
  if (now.getTime() < booking.startsAt.getTime()) return 'before-session';
  return null;
}
