import { startTestServer, type TestServer } from '../support/test-server';
import { FIRST_RETRY_MS, notificationUseCasesFor, type EmailMessage, type SmsMessage } from '../../../server/modules/notifications';
import { EMAIL_REQUEST, SMS, writtenEmail } from '../../fakes/server/notifications/notifications-kit';
import { RecordingChannel } from '../../fakes/server/notifications/recording-channel';
import { RecordingBookingLogger } from '../../fakes/server/booking/recording-booking-logger';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';

describe('the outbox on the database, with providers configured', () => {
  let server: TestServer;
  const sms = new RecordingChannel<SmsMessage>();
  const email = new RecordingChannel<EmailMessage>();

  beforeAll(async () => {
    server = await startTestServer({
      dependencies: (deps) => ({ ...deps, notifications: { ...deps.notifications, channels: { sms, email } } }),
    });
    // the e-mail is written in the practice's name: the demo consultant's, as the kit's expected e-mail is
    await seedDemoSiteProfile(server.db, server.clock.now());
  });
  afterAll(async () => server.close());

  it('queues once per key, sends with the attachment, retries a failure later and records each outcome', async () => {
    const { queueMessage, deliverDueMessages } = notificationUseCasesFor(server.deps, new RecordingBookingLogger());
    expect(await queueMessage.execute({ message: SMS, dedupeKey: 'reminder-1h:r9' })).toBe('queued');
    expect(await queueMessage.execute({ message: SMS, dedupeKey: 'reminder-1h:r9' })).toBe('duplicate');
    expect(await queueMessage.execute({ message: EMAIL_REQUEST })).toBe('queued');
    sms.failNext(1, 'Kavenegar answered HTTP 503');

    expect(await deliverDueMessages.execute()).toEqual({ sent: 1, retrying: 1, failed: 0 });
    expect(email.sent).toEqual([writtenEmail(server.deps.config.publicUrl)]);
    const waiting = await server.db.selectFrom('outbox_messages').selectAll().where('channel', '=', 'sms').executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, last_error: 'Kavenegar answered HTTP 503' });
    expect(waiting.next_attempt_at).toEqual(new Date(server.clock.now().getTime() + FIRST_RETRY_MS));

    expect(await deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    server.clock.advance(FIRST_RETRY_MS);
    expect(await deliverDueMessages.execute()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sms.sent).toEqual([SMS]);
    const rows = await server.db
      .selectFrom('outbox_messages')
      .select(['channel', 'status', 'attempts', 'sent_at'])
      .orderBy('channel')
      .execute();
    expect(rows).toEqual([
      { channel: 'email', status: 'sent', attempts: 1, sent_at: new Date('2026-11-22T08:30:00Z') },
      { channel: 'sms', status: 'sent', attempts: 2, sent_at: server.clock.now() },
    ]);
  });

  it('still sends an e-mail queued before e-mails had an HTML part, as the text it was, with its attachment', async () => {
    const attachment = {
      filename: 'booking.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    };
    await server.db
      .insertInto('outbox_messages')
      .values({
        channel: 'email',
        recipient: 'old@example.com',
        subject: 'رزرو شما قطعی شد | مشاوره',
        body: 'رزرو شما قطعی شد.',
        attachments: JSON.stringify([attachment]),
        status: 'queued',
        next_attempt_at: server.clock.now(),
        last_error: null,
        dedupe_key: 'confirmed:old:email:customer',
        created_at: server.clock.now(),
        sent_at: null,
      })
      .execute();
    await notificationUseCasesFor(server.deps, new RecordingBookingLogger()).deliverDueMessages.execute();
    expect(email.sent.at(-1)).toEqual({
      channel: 'email',
      to: 'old@example.com',
      subject: 'رزرو شما قطعی شد | مشاوره',
      body: 'رزرو شما قطعی شد.',
      attachments: [attachment],
    });
  });
});
