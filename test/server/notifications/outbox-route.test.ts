import { startTestServer, type TestServer } from '../support/test-server';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { signInDirectly } from '../support/sign-in-directly';
import { notificationUseCasesFor } from '../../../server/modules/notifications';
import { EMAIL, EMAIL_REQUEST, SMS } from '../../fakes/server/notifications/notifications-kit';
import { RecordingBookingLogger } from '../../fakes/server/booking/recording-booking-logger';

describe('GET /api/admin/outbox', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    // the kit's expected e-mail is written in the demo consultant's name
    await seedDemoSiteProfile(server.db, server.clock.now());
  });
  afterAll(async () => server.close());

  it('shows the consultant every message a fresh install would have sent, newest first, queued once per key', async () => {
    const { queueMessage } = notificationUseCasesFor(server.deps, new RecordingBookingLogger());
    expect(await queueMessage.execute({ message: SMS, dedupeKey: 'reminder-24h:r1' })).toBe('kept');
    server.clock.advance(1000);
    expect(await queueMessage.execute({ message: EMAIL_REQUEST, dedupeKey: 'confirmed:r1' })).toBe('kept');
    expect(await queueMessage.execute({ message: SMS, dedupeKey: 'reminder-24h:r1' })).toBe('duplicate');
    const admin = await signInDirectly(server.db, { isAdmin: true });

    const response = await fetch(`${server.url}/api/admin/outbox`, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, page: 1, hasMore: false, providers: { sms: false, email: false } });
    expect(body.messages).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: EMAIL.to,
        subject: EMAIL.subject,
        body: EMAIL.body,
        attachments: ['session.ics'],
        status: 'kept',
        createdAt: '2026-11-22T08:30:01.000Z',
      }),
      expect.objectContaining({
        channel: 'sms',
        recipient: SMS.to,
        subject: null,
        body: SMS.body,
        attachments: [],
        status: 'kept',
        attempts: 0,
        sentAt: null,
      }),
    ]);
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await fetch(`${server.url}/api/admin/outbox`)).status).toBe(401);
    const customer = await signInDirectly(server.db);
    expect((await fetch(`${server.url}/api/admin/outbox`, { headers: { cookie: customer.cookie } })).status).toBe(403);
  });

  it('answers a Persian 400 to a page that is not a page number', async () => {
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const response = await fetch(`${server.url}/api/admin/outbox?page=0`, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('شماره صفحه باید عددی صحیح و مثبت باشد');
  });
});
