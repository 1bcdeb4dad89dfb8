import { announceSetupAddress } from '../../../server/modules/account';
import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';
import { call } from '../support/http';
import { logLines } from '../../e2e/support/site-in-browser';
import { codesInLog, PRODUCTION_ENV } from '../support/first-run';

const STAND_IN_RENDERER = `
exports.render = async ({ url, data = {} }) => ({ html: '<main><h1>rendered ' + url.replace(/[&<>"]/g, '') + '</h1></main>', styles: '', data });
`;
const PENDING = 'سایت در حال راه‌اندازی است';
const PASSWORD = 'the owner passphrase';
const latestCode = (log: string[]) => codesInLog(log.join('\n')).at(-1)!;

describe('a production site before and after its set-up in the browser', () => {
  let server: TestServer;
  let client: BuiltClient;
  const log: string[] = [];
  let address = 0;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER, 'assets/main.js': 'console.log(1)' });
    server = await startTestServer({ env: { ...PRODUCTION_ENV, CLIENT_DIR: client.dir }, logger: logLines(log) });
    await announceSetupAddress(server.deps, server.app.log);
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const from = () => ({ 'x-forwarded-for': `198.19.40.${++address}` });
  const page = (path: string) => fetch(`${server.url}${path}`, { headers: from() });
  const postForm = (fields: Record<string, string>) =>
    fetch(`${server.url}/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const firstData = (html: string) => JSON.parse(/<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html)![1]);
  const owner = (code: string) => ({ code, email: 'owner@example.com', password: PASSWORD, firstName: 'نگار', lastName: 'احمدی' });

  it('prints one warning line with the set-up address at start', () => {
    const lines = log.filter((line) => line.includes('/setup?code='));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 40 });
    expect(latestCode(log)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('shows the calm pending page at every public page, with 503, Retry-After and noindex, and keeps set-up, sign-in, health and built files open', async () => {
    for (const path of ['/', '/reservations', '/about-me', '/post/anything', '/no-such-page']) {
      const answer = await page(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 503 });
      expect(answer.headers.get('retry-after')).toBe('3600');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      const html = await answer.text();
      expect(html).toContain(`<h1>${PENDING}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('<script');
    }
    expect((await page('/api/health')).status).toBe(200);
    expect((await page('/assets/main.js')).status).toBe(200);
    for (const path of ['/login', '/setup?code=abc', '/forgot-password']) {
      const answer = await page(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(await answer.text()).toContain(`rendered ${path}`);
    }
  });

  it('refuses a wrong code on the form with the page again, what was typed but the password, and makes nobody', async () => {
    const refused = await postForm(owner('a-code-nobody-printed'));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('rendered /setup?code=a-code-nobody-printed');
    expect(firstData(html)['setup-form']).toEqual({
      error: 'نشانی راه‌اندازی درست نیست؛ نشانی را کامل از گزارش سرور کپی کنید',
      email: 'owner@example.com',
      firstName: 'نگار',
      lastName: 'احمدی',
    });
    expect(html).not.toContain(PASSWORD);
    const short = await postForm({ ...owner(latestCode(log)), password: 'short' });
    expect(short.status).toBe(400);
    expect(firstData(await short.text())['setup-form'].error).toBe('رمز عبور باید حداقل ۸ کاراکتر باشد');
    expect(await server.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses a printed code once its 24 hours are over; a restart prints a fresh one', async () => {
    const printed = latestCode(log);
    server.clock.advance(24 * 60 * 60 * 1000);
    const late = await postForm(owner(printed));
    expect(late.status).toBe(400);
    expect(firstData(await late.text())['setup-form'].error).toContain('مهلت ۲۴ ساعتهٔ این نشانی راه‌اندازی گذشته است');
    await announceSetupAddress(server.deps, server.app.log);
    expect(latestCode(log)).not.toBe(printed);
  });

  it('takes the printed code once: the admin is made, signed in and sent to the site settings, and the site opens', async () => {
    const done = await postForm(owner(latestCode(log)));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/dashboard?tab=siteSettings');
    const cookie = done.headers
      .getSetCookie()
      .find((line) => line.startsWith('sid='))!
      .split(';')[0];
    expect((await call(`${server.url}/api/auth/me`, 'GET', { cookie })).body).toMatchObject({
      email: 'owner@example.com',
      firstName: 'نگار',
      lastName: 'احمدی',
      isAdmin: true,
    });

    const home = await page('/');
    expect(home.status).toBe(200);
    expect(await home.text()).not.toContain(PENDING);

    const again = await postForm({ ...owner(latestCode(log)), email: 'second@example.com' });
    expect(again.status).toBe(409);
    expect(firstData(await again.text())['setup-form'].error).toBe(
      'راه‌اندازی سایت قبلاً انجام شده و حساب مدیر ساخته شده است؛ از صفحهٔ ورود وارد شوید',
    );
    expect(await server.db.selectFrom('users').select(['email', 'is_admin']).execute()).toEqual([
      { email: 'owner@example.com', is_admin: true },
    ]);
  });

  it('prints nothing at a later start once the admin exists', async () => {
    const before = log.length;
    await announceSetupAddress(server.deps, server.app.log);
    expect(log.slice(before).filter((line) => line.includes('/setup?code='))).toHaveLength(0);
  });
});
