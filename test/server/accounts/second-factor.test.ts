import { Secret, TOTP } from 'otpauth';
import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';
import { call } from '../support/http';

/** A stand-in for the build's renderer: the login form's answer, with the code step's ticket as the real page keeps it (a hidden field). */
const STAND_IN_RENDERER = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
exports.render = async ({ url, data = {} }) => {
  const answer = data['login-form'];
  const form = answer ? '<p role="alert">' + escape(answer.error) + '</p>' + (answer.ticket ? '<input type="hidden" name="ticket" value="' + escape(answer.ticket) + '">' : '') : '';
  return { html: '<main><h1>rendered ' + escape(url) + '</h1>' + form + '</main>', styles: '', data };
};
`;
const PASSWORD = 'a long admin pass';
const EMAIL = 'owner@example.com';
const WRONG_CODE = 'کد ورود دومرحله‌ای درست نیست یا پیش‌تر به کار رفته است؛ کد تازهٔ برنامهٔ احراز هویت را وارد کنید';

describe("the admin's second factor over HTTP", () => {
  let server: TestServer;
  let client: BuiltClient;
  let secret: string;
  let addresses = 0;
  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER });
    server = await startTestServer({ env: { CLIENT_DIR: client.dir, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });
  const from = () => ({ 'x-forwarded-for': `198.18.9.${++addresses}` });
  const api = (method: string, path: string, body?: unknown, cookie: string | null = null) =>
    call(`${server.url}${path}`, method, { body, cookie, headers: from() });
  const code = (offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: server.clock.now().getTime() + offsetSteps * 30_000 });
  const nextStep = () => server.clock.advance(30_000);
  const ticket = async () => {
    const answer = await api('POST', '/api/auth/signin', { email: EMAIL, password: PASSWORD });
    expect(answer.status).toBe(202);
    expect(answer.cookie).toBeNull();
    return answer.body.ticket as string;
  };

  it('turns on from the profile: a secret as text and a QR picture, on after a first code, never sent again', async () => {
    const signedUp = await api('POST', '/api/auth/signup', { email: EMAIL, password: PASSWORD });
    await server.db.updateTable('users').set({ is_admin: true }).where('email', '=', EMAIL).execute();
    const cookie = signedUp.cookie;
    expect((await api('GET', '/api/user/second-factor', undefined, cookie)).body).toEqual({ on: false });
    const begun = await api('POST', '/api/user/second-factor/begin', undefined, cookie);
    expect(begun.status).toBe(200);
    expect(begun.headers.get('cache-control')).toContain('no-store');
    secret = begun.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.body.qrSvg).toMatch(/^<svg/);
    expect((await api('POST', '/api/user/second-factor/confirm', { code: '000000' }, cookie)).status).toBe(400);
    const confirmed = await api('POST', '/api/user/second-factor/confirm', { code: code() }, cookie);
    expect(confirmed.body).toEqual({
      success: true,
      message: 'ورود دومرحله‌ای روشن شد؛ از این پس پس از رمز عبور، کد برنامه خواسته می‌شود',
    });
    expect((await api('GET', '/api/user/second-factor', undefined, cookie)).body).toEqual({ on: true });
    expect((await api('POST', '/api/user/second-factor/begin', undefined, cookie)).status).toBe(409);
    const row = await server.db.selectFrom('second_factors').selectAll().executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(secret);
    nextStep();
  });

  it('signs the admin in with the right code after the password; no code, a wrong code and a replayed code get no session', async () => {
    const noCode = await ticket();
    expect(noCode.length).toBeGreaterThan(20);
    const wrong = await api('POST', '/api/auth/signin/code', { ticket: await ticket(), code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CODE);
    expect(wrong.cookie).toBeNull();

    const right = code();
    const entered = await api('POST', '/api/auth/signin/code', { ticket: await ticket(), code: right });
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ email: EMAIL, isAdmin: true });
    expect((await api('GET', '/api/auth/me', undefined, entered.cookie)).status).toBe(200);
    expect(entered.setCookies.some((line) => line.startsWith('device='))).toBe(true);

    const replayed = await api('POST', '/api/auth/signin/code', { ticket: await ticket(), code: right });
    expect(replayed.status).toBe(401);
    expect(replayed.cookie).toBeNull();
    nextStep();
  });

  it('works without the app: the login form answers the code step, and the code posted with its ticket signs in', async () => {
    const post = async (fields: Record<string, string>) => {
      const response = await fetch(`${server.url}/login?next=%2Fdashboard`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
      return {
        status: response.status,
        html: await response.text(),
        location: response.headers.get('location'),
        cookie: sid ? sid.split(';')[0] : null,
      };
    };
    const step = await post({ email: EMAIL, password: PASSWORD });
    expect(step.status).toBe(200);
    expect(step.cookie).toBeNull();
    const formTicket = /name="ticket" value="([^"]+)"/.exec(step.html)![1];

    const wrong = await post({ ticket: formTicket, code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain(WRONG_CODE);
    expect(wrong.html).toContain(`value="${formTicket}"`);

    const entered = await post({ ticket: formTicket, code: code() });
    expect(entered.status).toBe(303);
    expect(entered.location).toBe('/dashboard');
    expect(entered.cookie).not.toBeNull();
    nextStep();
  });

  it('turns off only with a current code', async () => {
    const entered = await api('POST', '/api/auth/signin/code', { ticket: await ticket(), code: code() });
    nextStep();
    expect((await api('POST', '/api/user/second-factor/off', { code: '000000' }, entered.cookie)).status).toBe(400);
    const off = await api('POST', '/api/user/second-factor/off', { code: code() }, entered.cookie);
    expect(off.body).toEqual({ success: true, message: 'ورود دومرحله‌ای خاموش شد' });
    expect((await api('POST', '/api/auth/signin', { email: EMAIL, password: PASSWORD })).status).toBe(200);
  });

  it('is not for customers', async () => {
    const customer = await api('POST', '/api/auth/signup', { email: 'customer@example.com', password: PASSWORD });
    const begun = await api('POST', '/api/user/second-factor/begin', undefined, customer.cookie);
    expect(begun.status).toBe(403);
    expect(await server.db.selectFrom('second_factors').select('user_id').execute()).toEqual([]);
  });
});
