import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';
import { call } from '../support/http';

/** A stand-in for the build's renderer: the address it drew, and the answer it was handed in its first data. */
const STAND_IN_RENDERER = `
exports.render = async ({ url, data = {} }) => ({ html: '<main><h1>rendered ' + url.replace(/[&<>"]/g, '') + '</h1></main>', styles: '', data });
`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PASSWORD = 'the first passphrase';
const NEW_PASSWORD = 'a brand new passphrase';

describe("the reset pages' own forms, posted without the app", () => {
  let server: TestServer;
  let client: BuiltClient;
  let address = 0;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER });
    server = await startTestServer({ env: { CLIENT_DIR: client.dir, TRUST_PROXY: '1', PUBLIC_URL: 'https://moshaver.example' } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const post = async (path: string, fields: Record<string, string>) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...FORM, 'x-forwarded-for': `198.19.7.${++address}` },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    const html = await response.text();
    const data = JSON.parse(/<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html)![1]);
    return { status: response.status, html, answer: data['reset-form'], setCookies: response.headers.getSetCookie() };
  };
  const signUp = async (email: string) =>
    (
      await call(`${server.url}/api/auth/signup`, 'POST', {
        body: { email, password: PASSWORD },
        headers: { 'x-forwarded-for': `198.19.8.${++address}` },
      })
    ).cookie!;
  const lastBodyTo = async (recipient: string) =>
    (
      await server.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', recipient)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
    )?.body ?? '';

  it("takes an e-mail, sends the link, and the link's page sets the password; the page says so each time", async () => {
    const session = await signUp('forms@example.com');
    const asked = await post('/forgot-password', { email: 'forms@example.com' });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('rendered /forgot-password');
    expect(asked.answer.message).toContain('پیوند بازیابی رمز عبور به آن فرستاده شد');
    const token = /token=([A-Za-z0-9_-]+)/.exec(await lastBodyTo('forms@example.com'))![1];

    const set = await post('/reset-password', { token, password: NEW_PASSWORD });
    expect(set.status).toBe(200);
    expect(set.answer).toEqual({ message: 'رمز عبور تازه ثبت شد؛ اکنون با آن وارد شوید', done: true });
    expect((await call(`${server.url}/api/auth/me`, 'GET', { cookie: session })).status).toBe(401);

    const again = await post('/reset-password', { token, password: 'one more passphrase' });
    expect(again.status).toBe(400);
    expect(again.html).toContain(`rendered /reset-password?token=${token}`);
    expect(again.answer.error).toContain('پیوند بازیابی نامعتبر است');
    expect(again.html).not.toContain('one more passphrase');
  });

  it('answers a known and an unknown e-mail with the same page', async () => {
    await signUp('known-form@example.com');
    const known = await post('/forgot-password', { email: 'known-form@example.com' });
    const unknown = await post('/forgot-password', { email: 'unknown-form@example.com' });
    expect([unknown.status, unknown.html]).toEqual([known.status, known.html]);
  });

  it('after a mobile, draws the page that asks for the code, the number kept; a bad field is said on the page', async () => {
    const asked = await post('/forgot-password', { mobile: '0912 000 1122' });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('rendered /reset-password');
    expect(asked.answer).toMatchObject({ mobile: '09120001122', message: expect.stringContaining('کد بازیابی') });
    const refused = await post('/forgot-password', { email: 'not an e-mail' });
    expect(refused.status).toBe(400);
    expect(refused.answer.error).toBeTruthy();
    const wrongCode = await post('/reset-password', { mobile: '09120001122', code: '123456', password: NEW_PASSWORD });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.answer).toMatchObject({ mobile: '09120001122', error: expect.stringContaining('کد واردشده درست نیست') });
  });
});
