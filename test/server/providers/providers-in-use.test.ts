import { notificationUseCasesFor } from '../../../server/modules/notifications';
import { EMAIL_REQUEST as EMAIL, SMS } from '../../fakes/server/notifications/notifications-kit';
import { RecordingSmtpServer } from '../../fakes/server/notices/recording-smtp-server';
import { insertReservation, insertReservationType } from '../support/insert-reservation';
import { signInDirectly } from '../support/sign-in-directly';
import { FAKE_ZARINPAL_MERCHANT_ID, useProviderWorld } from './provider-world';
import type { TestServer } from '../support/test-server';

/** A customer's hold on a paid type, and the bank's address the site sends them to. */
async function payFor(server: TestServer, time: string, answers: string[]) {
  const customer = await signInDirectly(server.db);
  const typeId = await insertReservationType(server.db, { price: 480_000 });
  const reservationId = await insertReservation(server.db, {
    userId: customer.id,
    typeId,
    createdAt: server.clock.now(),
    date: '2026-12-01',
    time,
  });
  const response = await fetch(`${server.url}/api/payments/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie },
    body: JSON.stringify({ reservationId }),
  });
  const body = await response.text();
  answers.push(body);
  expect(response.status).toBe(200);
  return JSON.parse(body).paymentUrl as string;
}

describe('services saved in the dashboard', () => {
  const w = useProviderWorld();
  const queueAndDeliver = async () => {
    const { queueMessage, deliverDueMessages } = notificationUseCasesFor(w.server.deps, w.server.app.log);
    const queued = [await queueMessage.execute({ message: SMS }), await queueMessage.execute({ message: EMAIL })];
    return { queued, delivered: await deliverDueMessages.execute() };
  };

  it('change nothing until something is saved: the sandbox bank takes the payment and messages stay in the outbox', async () => {
    expect(await payFor(w.server, '09:00', w.answers)).toMatch(/^\/sandbox-bank\//);
    expect((await queueAndDeliver()).queued).toEqual(['kept', 'kept']);
    expect(w.zarinpal.calls).toHaveLength(0);
  });

  it('are used by the next payment, SMS and e-mail, and appear in no answer and no log line', async () => {
    const saved = await w.save({
      zarinpal: { merchantId: FAKE_ZARINPAL_MERCHANT_ID },
      kavenegar: { apiKey: w.kavenegar.apiKey, sender: '10004346' },
      smtp: { url: w.smtpUrl, from: 'نوبت‌دهی <noreply@moshaver.ir>' },
    });
    expect(saved.status).toBe(200);

    expect(await payFor(w.server, '10:00', w.answers)).toMatch(new RegExp(`^${w.zarinpal.url}/pg/StartPay/A`));
    expect(w.zarinpal.callsTo('request').map((request) => request.body.merchant_id)).toEqual([FAKE_ZARINPAL_MERCHANT_ID]);

    const { queued, delivered } = await queueAndDeliver();
    expect(queued).toEqual(['queued', 'queued']);
    expect(delivered).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(w.kavenegar.received).toEqual([{ apiKey: w.kavenegar.apiKey, receptor: SMS.to, message: SMS.body, sender: '10004346' }]);
    expect(w.smtp.received.map((mail) => mail.to)).toEqual([[EMAIL.to]]);
    expect(w.smtp.received[0].raw).toMatch(/^From: .*noreply@moshaver\.ir/m);

    await w.ask('GET', '/api/admin/provider-settings');
    await w.ask('GET', '/api/admin/outbox');
    const seen = [...w.answers, ...w.logged].join('\n');
    expect(w.logged.length).toBeGreaterThan(0);
    for (const secret of [FAKE_ZARINPAL_MERCHANT_ID, w.kavenegar.apiKey]) expect(seen).not.toContain(secret);
  });

  it('are used at once by the next message after a change, with no restart', async () => {
    const other = new RecordingSmtpServer();
    const otherUrl = await other.start();
    try {
      await w.save({ smtp: { url: otherUrl } });
      const { queueMessage, deliverDueMessages } = notificationUseCasesFor(w.server.deps, w.server.app.log);
      await queueMessage.execute({ message: EMAIL });
      await deliverDueMessages.execute();
      expect(other.received).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });
});

describe('an environment variable set beside a saved setting', () => {
  const envSmtp = new RecordingSmtpServer();
  let envSmtpUrl = '';
  beforeAll(async () => (envSmtpUrl = await envSmtp.start()));
  afterAll(async () => envSmtp.stop());
  const w = useProviderWorld({
    PAYMENT_GATEWAY: 'sandbox',
    SMS_PROVIDER: 'outbox',
    get SMTP_URL() {
      return envSmtpUrl;
    },
    MAIL_FROM: 'ops@moshaver.ir',
  });

  it("wins: the sandbox bank, SMS kept, e-mail through the environment's SMTP server", async () => {
    await w.save({
      zarinpal: { merchantId: FAKE_ZARINPAL_MERCHANT_ID },
      kavenegar: { apiKey: w.kavenegar.apiKey },
      smtp: { url: w.smtpUrl, from: 'noreply@moshaver.ir' },
    });
    expect(await payFor(w.server, '11:00', w.answers)).toMatch(/^\/sandbox-bank\//);
    const { queueMessage, deliverDueMessages } = notificationUseCasesFor(w.server.deps, w.server.app.log);
    expect([await queueMessage.execute({ message: SMS }), await queueMessage.execute({ message: EMAIL })]).toEqual(['kept', 'queued']);
    await deliverDueMessages.execute();
    expect(envSmtp.received).toHaveLength(1);
    expect(w.smtp.received).toHaveLength(0);
    expect(w.kavenegar.received).toHaveLength(0);
    expect(w.zarinpal.calls).toHaveLength(0);
    const { body } = await w.ask('GET', '/api/admin/provider-settings');
    expect(body.settings).toMatchObject({
      zarinpal: { environment: true, merchantIdSet: true },
      kavenegar: { environment: true },
      smtp: { environment: true },
    });
  });
});
