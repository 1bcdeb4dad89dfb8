import { PROVIDER_SETTINGS_MESSAGES as M } from '../../../src/core/domain/provider-settings';
import { call } from '../support/admin-content';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';

const PATH = '/api/admin/provider-settings';
const MERCHANT = '1344b5d4-0048-11e8-94db-005056a205be';
const API_KEY = '4F6E2B7A3C5D9E8F1A2B';
const SMTP_URL = 'smtps://site:s3cret-pass@mail.example.com:465';

describe("the services' settings in the dashboard", () => {
  let server: TestServer;
  let admin: SignedInUser;
  const save = (json: unknown, cookie = admin.cookie) => call(server, 'PUT', PATH, { cookie, json });
  const read = () => call(server, 'GET', PATH, { cookie: admin.cookie });
  const changes = () => server.db.selectFrom('provider_settings_changes').selectAll().execute();
  const row = () => server.db.selectFrom('provider_settings').selectAll().executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'نرگس', lastName: 'کاظمی' });
  });
  afterAll(async () => server.close());
  // each test starts from nothing saved
  beforeEach(async () => {
    await server.db.deleteFrom('provider_settings_changes').execute();
    await server.db
      .updateTable('provider_settings')
      .set({
        zarinpal_merchant_id_sealed: null,
        zarinpal_sandbox: false,
        kavenegar_api_key_sealed: null,
        kavenegar_sender: null,
        smtp_url_sealed: null,
        mail_from: null,
        updated_at: new Date(),
      })
      .execute();
  });

  it('starts with every service not set and decided by nobody', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body.settings).toEqual({
      zarinpal: { environment: false, merchantIdSet: false, sandbox: false },
      kavenegar: { environment: false, apiKeySet: false, sender: null },
      smtp: { environment: false, urlSet: false, from: null },
      lastChange: null,
    });
  });

  it('keeps the secrets sealed, answers only that they are set, and logs who changed which fields but not the values', async () => {
    const answer = await save({
      zarinpal: { merchantId: MERCHANT, sandbox: true },
      kavenegar: { apiKey: API_KEY, sender: '۱۰۰۰۴۳۴۶' },
      smtp: { url: SMTP_URL, from: 'info@example.com' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.saved);
    expect(answer.body.settings).toMatchObject({
      zarinpal: { merchantIdSet: true, sandbox: true },
      kavenegar: { apiKeySet: true, sender: '10004346' },
      smtp: { urlSet: true, from: 'info@example.com' },
      lastChange: { by: 'نرگس کاظمی' },
    });
    const answers = JSON.stringify([answer.body, (await read()).body]);
    for (const secret of [MERCHANT, API_KEY, SMTP_URL, 's3cret-pass']) expect(answers).not.toContain(secret);

    const kept = JSON.stringify(await row());
    for (const secret of [MERCHANT, API_KEY, 's3cret-pass']) expect(kept).not.toContain(secret);
    const log = await changes();
    expect(log).toEqual([
      expect.objectContaining({
        changed_by: admin.id,
        fields: 'zarinpal.merchantId,zarinpal.sandbox,kavenegar.apiKey,kavenegar.sender,smtp.url,smtp.from',
      }),
    ]);
    expect(JSON.stringify(log)).not.toContain(API_KEY);
  });

  it('keeps a secret left out, and removes one sent as null', async () => {
    await save({ kavenegar: { apiKey: API_KEY, sender: '10004346' } });
    await save({ kavenegar: { sender: '' } });
    expect((await read()).body.settings.kavenegar).toEqual({ environment: false, apiKeySet: true, sender: null });
    await save({ kavenegar: { apiKey: null } });
    expect((await read()).body.settings.kavenegar.apiKeySet).toBe(false);
    expect(await changes()).toHaveLength(3);
  });

  it.each([
    ['a merchant id that is not 36 characters', { zarinpal: { merchantId: MERCHANT.slice(1) } }, M.merchantId],
    ['an SMTP address that is not smtp:// or smtps://', { smtp: { url: 'https://mail.example.com', from: 'info@example.com' } }, M.smtpUrl],
    ['an SMTP address without a sender', { smtp: { url: SMTP_URL } }, M.mailFromNeeded],
    ['a Kavenegar key with other characters', { kavenegar: { apiKey: 'key with spaces' } }, M.apiKey],
    ['a sending line that is not digits', { kavenegar: { sender: 'line-1' } }, M.sender],
    ['a sender that is not an address', { smtp: { from: 'info at example' } }, M.mailFrom],
    ['a field the settings do not have', { zarinpal: { merchantId: MERCHANT, terminal: 'x' } }, M.invalidInput],
  ])('refuses %s in Persian and saves nothing', async (_what, body, message) => {
    const before = await row();
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
    expect(await row()).toEqual(before);
    expect(await changes()).toHaveLength(0);
  });

  it('refuses a visitor (401) and a customer (403) on every call, and saves nothing for them', async () => {
    const customer = await signInDirectly(server.db);
    const calls: Array<[string, string, unknown]> = [
      ['GET', PATH, undefined],
      ['PUT', PATH, { kavenegar: { apiKey: API_KEY } }],
      ['POST', `${PATH}/test-sms`, {}],
      ['POST', `${PATH}/test-email`, {}],
      ['POST', `${PATH}/check-gateway`, {}],
    ];
    for (const [method, path, json] of calls) {
      expect((await call(server, method, path, { json })).status).toBe(401);
      expect((await call(server, method, path, { json, cookie: customer.cookie })).status).toBe(403);
    }
    expect(await changes()).toHaveLength(0);
  });
});

describe("the services' settings beside environment variables", () => {
  it('says which services the environment decides', async () => {
    const server = await startTestServer({
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'ops@example.com', SMS_PROVIDER: 'outbox' },
    });
    try {
      const admin = await signInDirectly(server.db, { isAdmin: true });
      const { body } = await call(server, 'GET', PATH, { cookie: admin.cookie });
      expect(body.settings).toMatchObject({
        zarinpal: { environment: false },
        kavenegar: { environment: true },
        smtp: { environment: true },
      });
    } finally {
      await server.close();
    }
  });
});
