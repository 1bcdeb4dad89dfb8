import { FIRST_RETRY_MS, MAX_ATTEMPTS, MAX_OUTBOX_PAGE } from '../../../../server/modules/notifications';
import { EMAIL, EMAIL_REQUEST, notificationsKit, SMS } from '../../../fakes/server/notifications/notifications-kit';

describe('queueing a message', () => {
  it('queues a message once per dedupe key, however often it is asked for', async () => {
    const { useCases, outbox } = notificationsKit();
    expect(await useCases.queueMessage.execute({ message: SMS, dedupeKey: 'reminder-24h:r1' })).toBe('queued');
    expect(await useCases.queueMessage.execute({ message: SMS, dedupeKey: 'reminder-24h:r1' })).toBe('duplicate');
    expect(await useCases.queueMessage.execute({ message: SMS, dedupeKey: 'reminder-1h:r1' })).toBe('queued');
    expect(outbox.entries.map((entry) => entry.dedupeKey)).toEqual(['reminder-24h:r1', 'reminder-1h:r1']);
  });

  it('keeps every message in the outbox when no provider is configured, and sends nothing', async () => {
    const { useCases, outbox, sms, email } = notificationsKit({ providers: false });
    expect(await useCases.queueMessage.execute({ message: SMS })).toBe('kept');
    expect(await useCases.queueMessage.execute({ message: EMAIL_REQUEST })).toBe('kept');
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(outbox.entries.map((entry) => entry.status)).toEqual(['kept', 'kept']);
    expect(sms.sent).toEqual([]);
    expect(email.sent).toEqual([]);
  });

  it('does not throw at the caller when the outbox cannot store the message, and logs it', async () => {
    const { useCases, outbox, log } = notificationsKit();
    outbox.failWith = new Error('connection refused');
    await expect(useCases.queueMessage.execute({ message: SMS })).resolves.toBe('not-queued');
    expect(log.warnings()).toEqual(['message could not be queued']);
  });
});

describe('delivering due messages', () => {
  it("sends each queued message once through its channel, with the e-mail's attachment", async () => {
    const { useCases, outbox, sms, email, clock } = notificationsKit();
    await useCases.queueMessage.execute({ message: SMS });
    await useCases.queueMessage.execute({ message: EMAIL_REQUEST });
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sms.sent).toEqual([SMS]);
    expect(email.sent).toEqual([EMAIL]);
    expect(outbox.entries.map((entry) => [entry.status, entry.attempts, entry.sentAt])).toEqual([
      ['sent', 1, clock.now()],
      ['sent', 1, clock.now()],
    ]);
  });

  it('retries a failed send after a back-off that doubles, and sends it once the provider recovers', async () => {
    const { useCases, outbox, sms, clock } = notificationsKit();
    await useCases.queueMessage.execute({ message: SMS });
    sms.failNext(2, 'Kavenegar did not answer within 15000 ms');
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(outbox.entries[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Kavenegar did not answer within 15000 ms' });

    clock.advance(FIRST_RETRY_MS - 1000);
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(1000);
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock.advance(FIRST_RETRY_MS);
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(FIRST_RETRY_MS);
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(outbox.entries[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sms.sent).toEqual([SMS]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and marks the message failed with the last error`, async () => {
    const { useCases, outbox, sms, clock } = notificationsKit();
    await useCases.queueMessage.execute({ message: SMS });
    sms.failNext(MAX_ATTEMPTS + 1, 'Kavenegar answered HTTP 502');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await useCases.deliverDueMessages.execute();
      clock.advance(FIRST_RETRY_MS * 2 ** attempt);
    }
    expect(outbox.entries[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'Kavenegar answered HTTP 502' });
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sms.sent).toEqual([]);
  });

  it('gives up at once when the provider refuses the message itself (a wrong number)', async () => {
    const { useCases, outbox, sms } = notificationsKit();
    await useCases.queueMessage.execute({ message: SMS });
    sms.failNext(1, 'Kavenegar refused (411): receptor invalid', true);
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(outbox.entries[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('goes on with the other messages when one fails', async () => {
    const { useCases, sms, email } = notificationsKit();
    await useCases.queueMessage.execute({ message: SMS });
    await useCases.queueMessage.execute({ message: EMAIL_REQUEST });
    sms.failNext(1);
    expect(await useCases.deliverDueMessages.execute()).toEqual({ sent: 1, retrying: 1, failed: 0 });
    expect(email.sent).toEqual([EMAIL]);
  });
});

describe("the consultant's outbox", () => {
  it('lists the newest first, a bounded page at a time', async () => {
    const { useCases, clock } = notificationsKit({ providers: false });
    for (let index = 1; index <= 55; index += 1) {
      await useCases.queueMessage.execute({ message: { ...SMS, body: `پیام ${index}` } });
      clock.advance(1000);
    }
    const first = await useCases.listOutbox.execute(1);
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0].body).toBe('پیام 55');
    expect(first.hasMore).toBe(true);
    const second = await useCases.listOutbox.execute(2);
    expect(second.messages.map((message) => message.body)).toEqual(['پیام 5', 'پیام 4', 'پیام 3', 'پیام 2', 'پیام 1']);
    expect(second.hasMore).toBe(false);
  });

  it('offers no page past the last one anyone may ask for', async () => {
    const { useCases, outbox } = notificationsKit({ providers: false });
    await useCases.queueMessage.execute({ message: SMS });
    // an outbox with more messages than the last page reaches
    outbox.list = async (_offset, limit) => Array.from({ length: limit }, () => ({ ...outbox.entries[0] }));
    expect((await useCases.listOutbox.execute(MAX_OUTBOX_PAGE - 1)).hasMore).toBe(true);
    const last = await useCases.listOutbox.execute(MAX_OUTBOX_PAGE + 5);
    expect(last).toMatchObject({ page: MAX_OUTBOX_PAGE, hasMore: false });
  });

  it('tells whether each channel has a provider, so the consultant knows the messages stay here unsent', async () => {
    expect((await notificationsKit({ providers: false }).useCases.listOutbox.execute(1)).providers).toEqual({ sms: false, email: false });
    expect((await notificationsKit({ providers: true }).useCases.listOutbox.execute(1)).providers).toEqual({ sms: true, email: true });
  });
});
