import axios from 'axios';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { HttpOutboxRepository } from '../../src/adapters/http/http-outbox-repository';
import { notificationUseCasesFor, OUTBOX_PAGE_SIZE } from '../../server/modules/notifications';
import { EMAIL, EMAIL_REQUEST, SMS } from '../fakes/server/notifications/notifications-kit';
import { RecordingBookingLogger } from '../fakes/server/booking/recording-booking-logger';
import { signInDirectly } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';
import { seedDemoSiteProfile } from '../../server/seed/seed-demo-content';

jest.setTimeout(60000);

/** The outbox adapter against the real route, on the default install (no SMS or e-mail provider). */
describe('the outbox’s HTTP adapter on the real server', () => {
  let server: TestServer;
  let outbox: HttpOutboxRepository;

  beforeAll(async () => {
    server = await startTestServer();
    // the kit's expected e-mail is written in the demo consultant's name
    await seedDemoSiteProfile(server.db, server.clock.now());
    const { cookie } = await signInDirectly(server.db, { isAdmin: true });
    outbox = new HttpOutboxRepository(axios.create({ baseURL: server.url, headers: { cookie } }) as ApiClient);
  });
  afterAll(async () => server.close());

  it('reads an empty outbox and that no channel has a provider', async () => {
    expect(await outbox.page(1)).toEqual({ messages: [], page: 1, hasMore: false, providers: { sms: false, email: false } });
  });

  it('reads the kept messages newest first, a page at a time, the e-mail with its attachment by name', async () => {
    const { queueMessage } = notificationUseCasesFor(server.deps, new RecordingBookingLogger());
    await queueMessage.execute({ message: EMAIL_REQUEST });
    for (let index = 1; index <= OUTBOX_PAGE_SIZE; index += 1) {
      server.clock.advance(1000);
      await queueMessage.execute({ message: { ...SMS, body: `پیام ${index}` } });
    }

    const first = await outbox.page(1);
    expect(first.messages).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.messages[0]).toMatchObject({
      channel: 'sms',
      body: `پیام ${OUTBOX_PAGE_SIZE}`,
      status: 'kept',
      attempts: 0,
      lastError: null,
    });
    expect(first.hasMore).toBe(true);

    const second = await outbox.page(2);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.messages).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: EMAIL.to,
        subject: EMAIL.subject,
        body: EMAIL.body,
        attachments: ['session.ics'],
        status: 'kept',
        createdAt: '2026-11-22T08:30:00.000Z',
      }),
    ]);
  });

  it("rejects with the server's Persian refusal for a customer", async () => {
    const customer = await signInDirectly(server.db);
    const asCustomer = new HttpOutboxRepository(axios.create({ baseURL: server.url, headers: { cookie: customer.cookie } }) as ApiClient);
    await expect(asCustomer.page(1)).rejects.toThrow('اجازه انجام این کار را ندارید');
  });
});
