import type { Browser } from 'playwright-core';
import { chooseTheme, launchBrowser, newPage, screenshot, VIEWPORTS } from './support/browser';
import { codesInLog, PRODUCTION_ENV } from '../server/support/first-run';
import { startServerProcess, type ServerProcess } from '../server/support/server-process';
import { waitUntil } from '../server/support/wait-until';

const PENDING = 'سایت در حال راه‌اندازی است';
const PASSWORD = 'the owner passphrase';

/**
 * From an empty production database, in the browser alone: the site says it is being set up,
 * the operator opens the address the server printed, makes the admin and lands signed in.
 */
describe('the first run of a production site', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    // the real server as a deployment starts it: its own public address, its log on stdout
    const { PUBLIC_URL: _ownAddress, ...production } = PRODUCTION_ENV;
    server = await startServerProcess({ env: { ...production, DATABASE_URL: '', LOG_LEVEL: 'warn' } });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the set-up pending page before set-up, on a phone and a laptop', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await newPage(browser, viewport);
      const answer = await page.goto(`${server.url}/`);
      expect(answer!.status()).toBe(503);
      await page.getByRole('heading', { level: 1, name: PENDING }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      await screenshot(page, `setup-pending-${viewport}`);
      // the page has no app to switch themes: it follows the system's
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(16, 21, 31)');
      await screenshot(page, `setup-pending-${viewport}-dark`);
      await context.close();
    }
  });

  it("sets the site up from the address in the server's log and lands signed in on the dashboard", async () => {
    await waitUntil(async () => codesInLog(server.output(), server.url).length > 0, 10_000, 50);
    const [code] = codesInLog(server.output(), server.url);
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(`${server.url}/setup?code=${code}`);
    await page.getByRole('heading', { level: 1, name: 'راه‌اندازی سایت' }).waitFor();
    await page.getByLabel('ایمیل', { exact: true }).fill('owner@example.com');
    await page.getByLabel('رمز عبور', { exact: true }).fill(PASSWORD);
    await page.getByLabel('نام', { exact: true }).fill('نگار');
    await page.getByLabel('نام خانوادگی', { exact: true }).fill('احمدی');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'setup-form-phone');
    await page.getByRole('button', { name: 'ساخت حساب مدیر و ورود' }).click();
    await page.waitForURL(`${server.url}/dashboard?tab=siteSettings`);
    expect((await context.cookies(server.url)).some((cookie) => cookie.name === 'sid')).toBe(true);
    const me = await page.request.get(`${server.url}/api/auth/me`);
    expect(await me.json()).toMatchObject({ email: 'owner@example.com', firstName: 'نگار', lastName: 'احمدی', isAdmin: true });
    await page.getByRole('button', { name: 'منوی حساب کاربری' }).waitFor();

    // the code is spent, and the site is open
    const again = await page.request.post(`${server.url}/api/setup`, {
      data: { code, email: 'second@example.com', password: PASSWORD, firstName: 'a', lastName: 'b' },
    });
    expect(again.status()).toBe(409);
    const home = await page.goto(`${server.url}/`);
    expect(home!.status()).toBe(200);
    expect(await page.content()).not.toContain(PENDING);
    await context.close();
  });

  it('shows the set-up page on a laptop, and says where the address is when opened without one', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(`${server.url}/setup?code=an-old-code`);
    await page.getByRole('button', { name: 'ساخت حساب مدیر و ورود' }).waitFor();
    await screenshot(page, 'setup-form-laptop');
    await chooseTheme(context, 'dark');
    await page.reload();
    await screenshot(page, 'setup-form-laptop-dark');
    await page.goto(`${server.url}/setup`);
    await page.getByText('نشانی یک‌بارمصرفی').waitFor();
    await context.close();
  });
});
