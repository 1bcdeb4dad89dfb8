import { loadConfig } from '../../../../server/config';
import { bookingNoticesFor, noticeJobs, type NoticeBooking } from '../../../../server/modules/notices';
import { notificationUseCases, type EmailMessage, type SmsMessage } from '../../../../server/modules/notifications';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { RecordingBookingLogger } from '../booking/recording-booking-logger';
import { InMemoryOutboxStore } from '../notifications/in-memory-outbox-store';
import { aMailSite } from '../notifications/mail-site';
import { RecordingChannel } from '../notifications/recording-channel';
import { InMemoryNoticeReads } from './in-memory-notice-reads';
import { DEMO_SITE_PROFILE } from '../../../../server/seed/demo-site-profile';

/**
 * The notices module on fakes, built through its public entry as the server builds it: bookings
 * in memory, the outbox in memory, providers that record, a clock the test moves, a logger that
 * remembers. `run(name)` runs one of its jobs; `deliver()` the notifications module's delivery.
 */
export function noticesKit(options: { now?: string } = {}) {
  const clock = new FakeServerClock(options.now ?? '2026-11-22T08:30:00Z');
  const outbox = new InMemoryOutboxStore();
  const reads = new InMemoryNoticeReads(outbox);
  const sms = new RecordingChannel<SmsMessage>();
  const email = new RecordingChannel<EmailMessage>();
  const log = new RecordingBookingLogger();
  const config = loadConfig({ PUBLIC_URL: 'https://moshaver.example', DATA_DIR: '/tmp/unused', SEED_DEMO_CONTENT: 'false' });
  const deps = {
    notices: { reads },
    notifications: { outbox, channels: { sms, email }, profile: { current: async () => DEMO_SITE_PROFILE } },
    clock,
    config,
    siteProfile: { current: async () => DEMO_SITE_PROFILE },
  };
  const listener = bookingNoticesFor(deps, log);
  const jobs = noticeJobs(deps, log);
  const delivery = notificationUseCases(deps.notifications, { clock, log, publicUrl: config.publicUrl }).deliverDueMessages;
  return {
    clock,
    outbox,
    reads,
    sms,
    email,
    log,
    listener,
    run: (name: 'send-reminders' | 'sweep-missed-notices') => jobs.find((job) => job.name === name)!.run(),
    deliver: () => delivery.execute(),
    /** the outbox's dedupe keys, sorted */
    keys: () => outbox.entries.map((entry) => entry.dedupeKey ?? '').sort(),
  };
}

/** A confirmed online booking of a customer with a mobile, confirmed at `standingSince`. */
export function aBooking(
  id: string,
  at: { date: string; time: string },
  standingSince: string,
  change: Partial<NoticeBooking> = {},
): NoticeBooking {
  return {
    id,
    status: 'confirmed',
    typeTitle: 'مشاوره مالیاتی',
    ...at,
    place: { mode: 'online', meetingLink: 'https://meet.google.com/abc-defg-hij', officeAddress: null },
    durationMinutes: 60,
    price: 1500000,
    payment: { refId: '84512239' },
    customer: { name: 'نرگس صالحی', email: 'narges@example.com', mobile: '09121234567' },
    standingSince: new Date(standingSince),
    ...change,
  };
}
