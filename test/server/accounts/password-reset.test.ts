import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/test-server';
import { call } from '../support/http';

const PASSWORD = 'the first passphrase';
const NEW_PASSWORD = 'a brand new passphrase';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

describe('password reset over HTTP, the messages read from the outbox', () => {
  let server: TestServer;
  let address = 0;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://moshaver.example' } });
  });
  afterAll(() => server.close());

  /** each call from an address of its own, unless one is given */
  const api = (method: string, path: string, options: { body?: unknown; cookie?: string | null; from?: string } = {}) =>
    call(`${server.url}${path}`, method, { ...options, headers: { 'x-forwarded-for': options.from ?? `198.51.100.${++address}` } });
  const signUp = async (email: string) => (await api('POST', '/api/auth/signup', { body: { email, password: PASSWORD } })).cookie!;
  const outboxTo = (recipient: string) =>
    server.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', recipient).orderBy('created_at').execute();
  /** the newest message to the recipient (the clock moves a second first: messages of one instant have no order) */
  const lastBodyTo = async (recipient: string) => (await outboxTo(recipient)).at(-1)?.body ?? '';
  const later = () => server.clock.advance(1000);
  const linkTokenIn = (body: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)![1];
  const codeIn = (body: string) => [.../[۰-۹]{6}/.exec(body)![0]].map((digit) => String(PERSIAN_DIGITS.indexOf(digit))).join('');

  it('e-mails a link that resets the password once, ends the sessions, and keeps only its hash', async () => {
    const session = await signUp('sara@example.com');
    const asked = await api('POST', '/api/auth/password-reset/request', { body: { email: 'Sara@example.com' } });
    expect(asked.status).toBe(200);
    const [email] = await outboxTo('sara@example.com');
    expect(email).toMatchObject({ channel: 'email', status: 'kept' });
    expect(email.body).toContain('https://moshaver.example/reset-password?token=');
    const token = linkTokenIn(email.body);

    const stored = await server.db.selectFrom('account_codes').select('secret_hash').execute();
    expect(stored.map((row) => row.secret_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);

    const reset = await api('POST', '/api/auth/password-reset', { body: { token, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('رمز عبور تازه ثبت شد؛ اکنون با آن وارد شوید');
    expect((await api('GET', '/api/auth/me', { cookie: session })).status).toBe(401);
    expect((await api('POST', '/api/auth/signin', { body: { email: 'sara@example.com', password: NEW_PASSWORD } })).status).toBe(200);
    expect((await api('POST', '/api/auth/signin', { body: { email: 'sara@example.com', password: PASSWORD } })).status).toBe(401);

    const again = await api('POST', '/api/auth/password-reset', { body: { token, password: 'one more passphrase' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('پیوند بازیابی نامعتبر است');
  });

  it('refuses an expired link, and a new password too short for sign-up', async () => {
    await signUp('late@example.com');
    later();
    await api('POST', '/api/auth/password-reset/request', { body: { email: 'late@example.com' } });
    const token = linkTokenIn(await lastBodyTo('late@example.com'));
    expect((await api('POST', '/api/auth/password-reset', { body: { token, password: 'short7' } })).status).toBe(400);
    server.clock.advance(30 * 60 * 1000);
    expect((await api('POST', '/api/auth/password-reset', { body: { token, password: NEW_PASSWORD } })).status).toBe(400);
    server.clock.advance(-30 * 60 * 1000);
  });

  it('answers an unknown e-mail exactly as a known one, and sends it nothing', async () => {
    await signUp('known@example.com');
    const known = await api('POST', '/api/auth/password-reset/request', { body: { email: 'known@example.com' } });
    const unknown = await api('POST', '/api/auth/password-reset/request', { body: { email: 'unknown@example.com' } });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(await outboxTo('unknown@example.com')).toEqual([]);
  });

  it('proves a mobile with a texted code, then resets by a code texted to it; five wrong codes kill one', async () => {
    const session = await signUp('reza@example.com');
    const me = (await api('GET', '/api/auth/me', { cookie: session })).body;
    await api('PUT', `/api/user/update/${me._id}`, { cookie: session, body: { mobile: '۰۹۱۲ ۳۳۳ ۴۴۵۵' } });
    expect((await api('POST', '/api/user/mobile/code', { cookie: session })).body.message).toBe('کد تأیید به شماره موبایل شما پیامک شد');
    const proof = await api('POST', '/api/user/mobile/confirm', {
      cookie: session,
      body: { code: codeIn(await lastBodyTo('09123334455')) },
    });
    expect(proof.body).toMatchObject({ mobile: '09123334455', mobileVerified: true });

    later();
    await api('POST', '/api/auth/password-reset/request', { body: { mobile: '09123334455' } });
    const code = codeIn(await lastBodyTo('09123334455'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await api('POST', '/api/auth/password-reset', { body: { mobile: '09123334455', code: wrong, password: NEW_PASSWORD } })).status,
      ).toBe(400);
    }
    expect((await api('POST', '/api/auth/password-reset', { body: { mobile: '09123334455', code, password: NEW_PASSWORD } })).status).toBe(
      400,
    );

    later();
    await api('POST', '/api/auth/password-reset/request', { body: { mobile: '+98 912 333 4455' } });
    const fresh = codeIn(await lastBodyTo('09123334455'));
    expect(
      (await api('POST', '/api/auth/password-reset', { body: { mobile: '09123334455', code: fresh, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    expect((await api('GET', '/api/auth/me', { cookie: session })).status).toBe(401);
    expect((await api('POST', '/api/auth/signin', { body: { email: 'reza@example.com', password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('sends no code to a mobile never proven, answering as for any number', async () => {
    const session = await signUp('mina@example.com');
    const me = (await api('GET', '/api/auth/me', { cookie: session })).body;
    await api('PUT', `/api/user/update/${me._id}`, { cookie: session, body: { mobile: '09350001122' } });
    const unproven = await api('POST', '/api/auth/password-reset/request', { body: { mobile: '09350001122' } });
    const nobody = await api('POST', '/api/auth/password-reset/request', { body: { mobile: '09359998877' } });
    expect([unproven.status, unproven.text]).toEqual([nobody.status, nobody.text]);
    expect(await outboxTo('09350001122')).toEqual([]);
  });

  it('counts the requests in the database, so a second server process refuses the sixth', async () => {
    const second = await startTestServer({ sameDatabaseAs: server, env: { TRUST_PROXY: '1' } });
    try {
      const ask = (base: string) =>
        call(`${base}/api/auth/password-reset/request`, 'POST', {
          body: { email: 'flood@example.com' },
          headers: { 'x-forwarded-for': `203.0.113.${++address}` },
        });
      for (const base of [server.url, second.url, server.url, second.url, server.url]) expect((await ask(base)).status).toBe(200);
      const refused = await ask(second.url);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});
