import type { Job } from '../../jobs/job-runner';
import type { Clock } from '../../ports/clock';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import { notificationUseCasesFor, type NotificationPorts } from '../notifications';
import type { NoticePorts } from './ports/notices-ports';
import type { NoticeReads } from './ports/notice-reads';
import { BookingNoticeListener } from './use-cases/booking-notice-listener';
import type { NoticeContext, NoticeLogger } from './use-cases/notice-context';
import { SendReminders } from './use-cases/send-reminders';
import { SweepMissedNotices } from './use-cases/sweep-missed-notices';

/**
 * The notices module's public entry: the messages about bookings. Its listener hears the booking
 * module's events; its jobs send reminders and catch up on tellings that were lost.
 */
export type { NoticeReads, NoticeLogger, NoticePorts };
export { BookingNoticeListener };
export type { MissedNotice } from './ports/notice-reads';
export type { NoticeBooking, ConsultantContact, CancelledNotice } from './ports/notice-booking';
export { noticeKey } from './ports/notice-keys';
export { mobileVerificationSms, passwordResetMail, passwordResetSms } from './texts/account-texts';
export { contactNoticeEmail, contactNoticeSms, type ContactNoticeText } from './texts/contact-texts';

/** What the module uses of the server's dependencies. */
export interface NoticeDeps {
  notices: NoticePorts;
  notifications: NotificationPorts;
  clock: Clock;
  config: { publicUrl: string };
  /** whose name the messages and calendar files carry */
  siteProfile: SiteProfileSource;
}

function noticeContext(deps: NoticeDeps, log: NoticeLogger): NoticeContext {
  const notifications = notificationUseCasesFor(deps, { info: () => undefined, warn: (details, message) => log.warn(details, message) });
  return {
    reads: deps.notices.reads,
    queue: (request) => notifications.queueMessage.execute(request),
    clock: deps.clock,
    host: new URL(deps.config.publicUrl).hostname,
    site: deps.siteProfile,
    log,
  };
}

/** The listener the booking module tells of confirmations, cancellations and moves. */
export function bookingNoticesFor(deps: NoticeDeps, log: NoticeLogger): BookingNoticeListener {
  return new BookingNoticeListener(noticeContext(deps, log));
}

/** How often reminders and lost tellings are looked for. */
export const NOTICES_EVERY_MS = 60 * 1000;

/** The module's jobs, for the server's job runner. */
export function noticeJobs(deps: NoticeDeps, log: NoticeLogger): Job[] {
  const context = noticeContext(deps, log);
  const reminders = new SendReminders(context);
  const sweep = new SweepMissedNotices(context);
  return [
    { name: 'send-reminders', everyMs: NOTICES_EVERY_MS, run: () => reminders.execute() },
    { name: 'sweep-missed-notices', everyMs: NOTICES_EVERY_MS, run: () => sweep.execute() },
  ];
}
