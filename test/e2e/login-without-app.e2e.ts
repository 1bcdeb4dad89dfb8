import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot, VIEWPORTS } from './support/browser';
import { newSlowedPhonePage } from './support/slowed-phone';
import type { TestServer } from '../server/support/test-server';
import { withSiteInBrowser } from './support/site-in-browser';

const PASSWORD = 'a long secret passphrase';
const WRONG_PASSWORD = 'a wrong secret passphrase';
const SHORT_PASSWORD = 'short77';
const SECRETS = [PASSWORD, WRONG_PASSWORD, SHORT_PASSWORD];

/** Every address the page asked for or went to: what its history, and any server on the way, could keep. */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

/** No secret in any of them, in any of the ways a URL could spell it. */
function expectNoSecretIn(texts: string[]) {
  const joined = texts.join('\n');
  expect(joined).not.toMatch(/[?&]password=/);
  for (const secret of SECRETS) {
    for (const spelled of [secret, encodeURIComponent(secret), secret.replace(/ /g, '+')]) expect(joined).not.toContain(spelled);
  }
}

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('ایمیل', { exact: true }).fill(email);
  await page.getByLabel('رمز عبور', { exact: true }).fill(password);
}

async function hasSession(context: BrowserContext, url: string): Promise<boolean> {
  return (await context.cookies(url)).some((cookie) => cookie.name === 'sid');
}

describe('signing in and up before the app, or without it', () => {
  let server: TestServer;
  let browser: Browser;
  const log: string[] = [];

  withSiteInBrowser(
    (site, chromium) => {
      server = site;
      browser = chromium;
    },
    { log },
  );

  const noScriptPage = async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    return { context, page, seen: watchAddresses(page) };
  };

  it('signs up with scripts off, shows the Persian refusal on the page with the e-mail kept, and never puts the password in an address', async () => {
    const { context, page, seen } = await noScriptPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await page.waitForURL(`${server.url}/login?mode=signup`);
    await page.getByText('حداقل ۸ کاراکتر').waitFor();
    // the theme switch needs the app: without it, it says it is not ready and looks it
    const themeSwitch = page.getByRole('button', { name: 'تغییر به حالت تیره' });
    expect(await themeSwitch.getAttribute('aria-disabled')).toBe('true');
    expect(await themeSwitch.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.5');

    await fillCredentials(page, 'no-script@example.com', SHORT_PASSWORD);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'ثبت نام', exact: true }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByRole('alert').filter({ hasText: 'رمز عبور باید حداقل ۸ کاراکتر باشد' }).waitFor();
    expect(await page.getByLabel('ایمیل', { exact: true }).inputValue()).toBe('no-script@example.com');
    expect(await page.getByLabel('رمز عبور', { exact: true }).inputValue()).toBe('');
    expect(page.url()).toBe(`${server.url}/login?mode=signup`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'login-no-script-error-phone');

    await page.getByLabel('رمز عبور', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'منوی حساب کاربری' }).waitFor();
    expect(await hasSession(context, server.url)).toBe(true);
    expectNoSecretIn([...seen, page.url(), await page.content(), log.join('')]);
    await context.close();
  });

  it('signs in with scripts off to the page that asked, after a wrong password, and the admin to the dashboard', async () => {
    const { context, page, seen } = await noScriptPage();
    await page.goto(`${server.url}/login?next=%2Freservations`);
    await fillCredentials(page, 'no-script@example.com', WRONG_PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'ایمیل یا رمز عبور نادرست است' }).waitFor();
    expect(await page.getByLabel('ایمیل', { exact: true }).inputValue()).toBe('no-script@example.com');
    expectNoSecretIn([await page.content()]);

    await page.getByLabel('رمز عبور', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.waitForURL(`${server.url}/reservations`);
    expect(await hasSession(context, server.url)).toBe(true);

    await server.db.updateTable('users').set({ is_admin: true }).where('email', '=', 'no-script@example.com').execute();
    const admin = await noScriptPage();
    await admin.page.goto(`${server.url}/login`);
    await fillCredentials(admin.page, 'no-script@example.com', PASSWORD);
    await admin.page.getByRole('button', { name: 'ورود', exact: true }).click();
    await admin.page.waitForURL(`${server.url}/dashboard`);
    expectNoSecretIn([...seen, ...admin.seen, log.join('')]);
    await admin.context.close();
    await server.db.updateTable('users').set({ is_admin: false }).where('email', '=', 'no-script@example.com').execute();
    await context.close();
  });

  it('signs in on a slowed phone when the form is filled and Enter pressed the instant the page shows, and keeps the state under root', async () => {
    const { context, page } = await newSlowedPhonePage(browser);
    const seen = watchAddresses(page);
    await page.goto(`${server.url}/login?next=%2Freservations`, { waitUntil: 'commit' });
    const email = page.getByLabel('ایمیل', { exact: true });
    await email.waitFor();
    const appRanAtFill = await page.evaluate(() => document.documentElement.dataset.interactive === 'true');
    if (!appRanAtFill) expect(await page.getByRole('button', { name: 'تغییر به حالت تیره' }).getAttribute('aria-disabled')).toBe('true');
    await fillCredentials(page, 'no-script@example.com', PASSWORD);
    await page.getByLabel('رمز عبور', { exact: true }).press('Enter');
    await page.waitForURL(`${server.url}/reservations`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
    expect(stored).toMatchObject({ version: 1, state: { user: { currentUser: { email: 'no-script@example.com' } } } });
    expect(await hasSession(context, server.url)).toBe(true);
    expectNoSecretIn([...seen, log.join('')]);
    // the test is of the gap before the app: say which side of it the form was sent from
    process.stdout.write(`slowed phone sign-in: the app had ${appRanAtFill ? '' : 'not '}taken the page over when the form was filled\n`);
    await context.close();
  });

  it('signs up on a slowed phone the instant the sign-up page shows', async () => {
    const { context, page } = await newSlowedPhonePage(browser);
    const seen = watchAddresses(page);
    await page.goto(`${server.url}/login?mode=signup`, { waitUntil: 'commit' });
    await page.getByLabel('ایمیل', { exact: true }).waitFor();
    await fillCredentials(page, 'slowed-phone@example.com', PASSWORD);
    await page.getByLabel('رمز عبور', { exact: true }).press('Enter');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'منوی حساب کاربری' }).waitFor();
    expect(await server.db.selectFrom('users').select('id').where('email', '=', 'slowed-phone@example.com').execute()).toHaveLength(1);
    expectNoSecretIn([...seen, log.join('')]);
    await context.close();
  });
});
