import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { newPage } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import type { TestServer } from '../server/support/test-server';
import { call } from '../server/support/http';

const EMAIL = 'consultant@example.com';
const PASSWORD = 'a long admin passphrase';
const STEP_MS = 30_000;
const WRONG_CODE = 'کد ورود دومرحله‌ای درست نیست یا پیش‌تر به کار رفته است؛ کد تازهٔ برنامهٔ احراز هویت را وارد کنید';

describe('the admin signs in with a second factor in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let secret: string;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  /** what an authenticator app shows for this secret, `steps` 30-second steps from the server's now */
  const codeAt = (steps: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: server.clock.now().getTime() + steps * STEP_MS });

  beforeAll(async () => {
    // the admin turns the second factor on from the profile, as the server's own test shows; here through its calls
    const cookie = (await call(`${server.url}/api/auth/signup`, 'POST', { body: { email: EMAIL, password: PASSWORD } })).cookie;
    await server.db.updateTable('users').set({ is_admin: true }).where('email', '=', EMAIL).execute();
    secret = (await call(`${server.url}/api/user/second-factor/begin`, 'POST', { cookie })).body.secret;
    // confirmed with the code of the step before, so the codes of now and after are still unused
    const confirmed = await call(`${server.url}/api/user/second-factor/confirm`, 'POST', { cookie, body: { code: codeAt(-1) } });
    expect(confirmed.status).toBe(200);
  });

  it("asks for the app's code after the right password, refuses a wrong one in Persian, and lets the admin in with the right one", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('ایمیل', { exact: true }).fill(EMAIL);
    await page.getByLabel('رمز عبور', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();

    // the code step, and no session yet
    await page.getByText('ورود دومرحله‌ای برای این حساب روشن است: کد ۶ رقمی برنامهٔ احراز هویت را وارد کنید.').waitFor();
    const codeField = page.getByLabel('کد ورود دومرحله‌ای', { exact: true });
    expect((await context.cookies(server.url)).some((cookie) => cookie.name === 'sid')).toBe(false);

    // a code no step near now has
    const near = [-1, 0, 1].map(codeAt);
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'تأیید و ورود', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: WRONG_CODE }).waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
    expect((await context.cookies(server.url)).some((cookie) => cookie.name === 'sid')).toBe(false);

    await codeField.fill(codeAt(0));
    await page.getByRole('button', { name: 'تأیید و ورود', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'منوی حساب کاربری' }).waitFor();
    expect((await context.cookies(server.url)).some((cookie) => cookie.name === 'sid')).toBe(true);
    const me = await page.request.get(`${server.url}/api/auth/me`);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: EMAIL, isAdmin: true });
    await context.close();
  });
});
