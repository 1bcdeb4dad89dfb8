import {
  notificationUseCases,
  renderEmail,
  type EmailMessage,
  type EmailRequest,
  type NotificationUseCases,
  type SmsMessage,
} from '../../../../server/modules/notifications';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { RecordingBookingLogger } from '../booking/recording-booking-logger';
import { InMemoryOutboxStore } from './in-memory-outbox-store';
import { aMailSite, MAIL_PUBLIC_URL } from './mail-site';
import { RecordingChannel } from './recording-channel';

/**
 * The notifications module's use cases on fakes: an in-memory outbox, providers that record
 * what they send (or none, `{ providers: false }`, the default install's outbox-only delivery),
 * a clock the test moves and a logger that remembers.
 */
export function notificationsKit(options: { providers?: boolean; now?: string } = {}) {
  const clock = new FakeServerClock(options.now ?? '2026-11-22T08:30:00Z');
  const outbox = new InMemoryOutboxStore();
  const sms = new RecordingChannel<SmsMessage>();
  const email = new RecordingChannel<EmailMessage>();
  const log = new RecordingBookingLogger();
  const providers = options.providers ?? true;
  const useCases: NotificationUseCases = notificationUseCases(
    {
      outbox,
      channels: { sms: providers ? sms : null, email: providers ? email : null },
      profile: { current: async () => aMailSite().profile },
    },
    { clock, log, publicUrl: MAIL_PUBLIC_URL },
  );
  return { clock, outbox, sms, email, log, useCases };
}

export const SMS: SmsMessage = { channel: 'sms', to: '09121234567', body: 'یادآوری: جلسه مشاوره شما فردا ساعت ۱۰:۰۰ به وقت تهران است.' };

/** An e-mail as a module asks for it: what it says, and a calendar file. */
export const EMAIL_REQUEST: EmailRequest = {
  channel: 'email',
  to: 'narges@example.com',
  content: { title: 'تأیید رزرو مشاوره', paragraphs: ['رزرو شما برای ۱۰ آذر ۱۴۰۵ ساعت ۱۰:۰۰ تأیید شد.'], facts: [], links: [], notes: [] },
  attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
};

/** EMAIL_REQUEST as the outbox writes it (subject, text, HTML) for a site at `publicUrl`. */
export const writtenEmail = (publicUrl = MAIL_PUBLIC_URL): EmailMessage => renderEmail(EMAIL_REQUEST, aMailSite({}, publicUrl));

export const EMAIL: EmailMessage = writtenEmail();
