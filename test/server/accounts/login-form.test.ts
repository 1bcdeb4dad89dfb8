import { Writable } from 'node:stream';
import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';
import { call } from '../support/http';

/**
 * A stand-in for the build's renderer: markup naming the address, and the refused form's answer
 * it was handed (the real login page shows it the same way, see test/ui/accounts.test.tsx).
 */
const STAND_IN_RENDERER = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
exports.render = async ({ url, data = {} }) => {
  const answer = data['login-form'];
  const form = answer ? '<p role="alert">' + escape(answer.error) + '</p><input name="email" value="' + escape(answer.email) + '">' : '';
  return { html: '<main><h1>rendered ' + escape(url) + '</h1>' + form + '</main>', styles: '', data };
};
`;

const PASSWORD = 'a secret passphrase 42';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe("the login page's own form, posted without the app", () => {
  let server: TestServer;
  let client: BuiltClient;
  const log: string[] = [];
  let counter = 0;
  let address = 0;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    server = await startTestServer({ env: { CLIENT_DIR: client.dir, TRUST_PROXY: '1' }, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const newEmail = () => `form-person${++counter}@example.com`;
  /** every post comes from an address of its own (through the proxy) unless a test names one: the limits have tests of their own */
  const post = async (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...FORM, 'x-forwarded-for': `198.19.${Math.floor(++address / 250)}.${address % 250}`, ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    const sid = setCookies.find((line) => line.startsWith('sid='));
    return {
      status: response.status,
      headers: response.headers,
      html: await response.text(),
      cookie: sid ? sid.split(';')[0] : null,
      setCookies,
    };
  };
  const signUp = async (email = newEmail()) => {
    const answer = await post('/login?mode=signup', { email, password: PASSWORD });
    expect(answer.status).toBe(303);
    return { email, cookie: answer.cookie! };
  };
  const me = async (cookie: string | null) => call(`${server.url}/api/auth/me`, 'GET', { cookie });
  const firstData = (html: string) => JSON.parse(/<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html)![1]);

  it('signs a new visitor up, sets the session cookie and sends them on to the page they came from', async () => {
    const email = newEmail();
    const answer = await post(`/login?mode=signup&next=${encodeURIComponent('/reservation/t-1?date=2026-12-01')}`, {
      email,
      password: PASSWORD,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/reservation/t-1?date=2026-12-01');
    const line = answer.setCookies.find((cookie) => cookie.startsWith('sid='))!;
    expect(line.split(';').map((part) => part.trim().toLowerCase())).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']),
    );
    expect((await me(answer.cookie)).body).toMatchObject({ email, isAdmin: false });
  });

  it('signs a user in and sends them home when nothing asked for another page', async () => {
    const { email } = await signUp();
    const answer = await post('/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect((await me(answer.cookie)).body).toMatchObject({ email });
  });

  it('sends the admin to the dashboard, or to the page they asked for', async () => {
    const { email } = await signUp();
    await server.db.updateTable('users').set({ is_admin: true }).where('email', '=', email).execute();
    expect((await post('/login', { email, password: PASSWORD })).headers.get('location')).toBe('/dashboard');
    expect(
      (await post(`/login?next=${encodeURIComponent('/search?searchTerm=x')}`, { email, password: PASSWORD })).headers.get('location'),
    ).toBe('/search?searchTerm=x');
  });

  it('never sends anyone off the site, whatever next says', async () => {
    const { email } = await signUp();
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login',
    ]) {
      const answer = await post(`/login?next=${encodeURIComponent(next)}`, { email, password: PASSWORD });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/');
    }
  });

  it('answers a wrong password with the login page showing the Persian reason and the e-mail, never the password, and no session', async () => {
    const { email } = await signUp();
    const answer = await post('/login?next=%2Freservation%2Ft-1', { email, password: 'wrong passphrase 99' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.html).toContain('<p role="alert">ایمیل یا رمز عبور نادرست است</p>');
    expect(answer.html).toContain(`value="${email}"`);
    expect(answer.html).toContain('rendered /login?next=%2Freservation%2Ft-1');
    expect(firstData(answer.html)).toEqual({ 'login-form': { email, error: 'ایمیل یا رمز عبور نادرست است' } });
    expect(answer.html).not.toContain('wrong passphrase 99');
    expect(answer.cookie).toBeNull();
  });

  it('refuses a sign-up the app would refuse, with the same Persian texts, in sign-up mode', async () => {
    const short = await post('/login?mode=signup', { email: 'short@example.com', password: '1234567' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('رمز عبور باید حداقل ۸ کاراکتر باشد');
    expect(short.html).toContain('rendered /login?mode=signup');
    expect(short.html).toContain('value="short@example.com"');
    expect(short.html).not.toContain('1234567');

    const invalid = await post('/login?mode=signup', { email: 'not an email', password: PASSWORD });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('ایمیل معتبر نیست');

    const { email } = await signUp();
    const taken = await post('/login?mode=signup', { email, password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain('این ایمیل قبلاً ثبت شده است');
    expect(taken.cookie).toBeNull();
  });

  it('shares the sign-in limit with the app: five failures in either way from unknown devices, then even the right password waits', async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await call(`${server.url}/api/auth/signin`, 'POST', { body: { email, password: 'wrong passphrase' } })).status).toBe(401);
    }
    for (let attempt = 0; attempt < 2; attempt++) expect((await post('/login', { email, password: 'wrong passphrase' })).status).toBe(401);
    const refused = await post('/login', { email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    expect(refused.html).toContain(
      'ورود به این حساب از دستگاه‌های تازه به‌خاطر تلاش‌های ناموفق بسیار بسته شد؛ از دستگاهی که پیش‌تر با آن وارد شده‌اید وارد شوید یا ۱۵ دقیقه دیگر دوباره تلاش کنید',
    );
    expect(refused.cookie).toBeNull();
    server.clock.advance(15 * 60 * 1000);
    expect((await post('/login', { email, password: PASSWORD })).status).toBe(303);
  });

  it('shares the sign-up limit per address with the app', async () => {
    const from = { 'x-forwarded-for': '203.0.113.80' };
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await post('/login?mode=signup', { email: newEmail(), password: PASSWORD }, from)).status).toBe(303);
    const refused = await post('/login?mode=signup', { email: newEmail(), password: PASSWORD }, from);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('تعداد ثبت‌نام‌ها از این نشانی بیش از حد مجاز است');
    const api = await call(`${server.url}/api/auth/signup`, 'POST', { body: { email: newEmail(), password: PASSWORD }, headers: from });
    expect(api.status).toBe(429);
  });

  it('refuses the form from another site, even with a session, and signs nobody in', async () => {
    const { email } = await signUp();
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const answer = await post('/login', { email, password: PASSWORD }, headers);
      expect(answer.status).toBe(403);
      expect(answer.cookie).toBeNull();
    }
    expect((await post('/login', { email, password: PASSWORD }, { origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(303);
  });

  it('takes form bodies on /login only: the API still answers them 415', async () => {
    const { email } = await signUp();
    const answer = await post('/api/auth/signin', { email, password: PASSWORD });
    expect(answer.status).toBe(415);
    expect(answer.cookie).toBeNull();
  });

  it('never writes a password (or any query value) into its log, even from a form sent as a GET', async () => {
    const { email } = await signUp();
    await post('/login', { email, password: PASSWORD });
    await post('/login', { email, password: 'logged wrong passphrase' });
    // a body sent as JSON that is not: the parser's message would quote its start
    expect(
      (await call(`${server.url}/api/auth/signin`, 'POST', { rawBody: `password=${encodeURIComponent('a json passphrase')}` })).status,
    ).toBe(400);
    const get = await fetch(`${server.url}/login?email=${encodeURIComponent(email)}&password=${encodeURIComponent('a get passphrase')}`);
    expect(get.status).toBe(200);
    const written = log.join('');
    expect(written).toContain('"url":"/login?email=…&password=…"');
    for (const secret of [
      PASSWORD,
      'logged wrong passphrase',
      'a get passphrase',
      'password=a',
      'a json pa',
      encodeURIComponent('a get passphrase'),
      'a+get+passphrase',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).not.toContain(encodeURIComponent(email));
  });
});
