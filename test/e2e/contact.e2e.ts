import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseTheme, launchBrowser, screenshot, waitForTakeOverOnLoad } from './support/browser';
import { signInAs } from './support/session';
import { dashboardHref } from '../../src/core/contracts/pages/dashboard-tabs';
import type { ThemeName } from '../../src/core/domain/theme';
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { startTestServer, type TestServer } from '../server/support/test-server';

const PERSIAN_DIGITS = /[۰-۹]{8}/;
const COMPLAINT_TEXT = 'جلسه‌ای که رزرو کرده بودم بدون هیچ خبری لغو شد.';
/** where the consultant is reached: the messages are sent on to it (the page itself shows the profile the app was given) */
const PROFILE = { ...SITE_PROFILE, contact: { ...SITE_PROFILE.contact, mobile: '09350001122', email: 'office@example.com' } };

async function pageAt(
  browser: Browser,
  viewport: { width: number; height: number },
  theme: ThemeName,
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'fa-IR', timezoneId: 'Asia/Tehran', javaScriptEnabled });
  await chooseTheme(context, theme);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  if (javaScriptEnabled) waitForTakeOverOnLoad(page);
  return { context, page };
}

const latin = (persian: string) => persian.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));

async function fillComplaint(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'فرم تماس' });
  await form.getByLabel('نام و نام خانوادگی').fill(name);
  await form.getByLabel('ایمیل', { exact: true }).fill('narges@example.com');
  await form.getByRole('radio', { name: 'ثبت شکایت' }).check();
  await form.getByLabel('متن پیام').fill(COMPLAINT_TEXT);
  return form;
}

/** A visitor's complaint from /contact, with the app and without it, found by the consultant in «پیام‌های رسیده». */
describe('the contact page in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({
      seed: true,
      realClock: true,
      dependencies: (deps) => ({ ...deps, contact: { ...deps.contact, profile: { current: async () => PROFILE } } }),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the contact details and the form, on a phone and a laptop, light and dark, with nothing wider than the screen', async () => {
    for (const [name, viewport] of [
      ['phone', { width: 360, height: 800 }],
      ['laptop', { width: 1280, height: 800 }],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await pageAt(browser, viewport, theme);
        const response = await page.goto(`${server.url}/contact`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: 'تماس با ما' }).waitFor();
        expect(await page.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' }).getAttribute('href')).toBe('tel:02188776655');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `contact-${name}-${theme}`);
        await context.close();
      }
    }
  });

  it('takes a complaint with the app, shows its tracking number, and the consultant finds it by that number and marks it answered', async () => {
    const { context, page } = await pageAt(browser, { width: 360, height: 800 }, 'light');
    await page.goto(`${server.url}/contact`);
    const form = await fillComplaint(page, 'نرگس کاظمی');
    await form.getByRole('button', { name: 'ارسال' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'شکایت شما با شماره پیگیری' });
    await receipt.waitFor();
    const shown = PERSIAN_DIGITS.exec((await receipt.textContent()) ?? '');
    expect(shown).not.toBeNull();
    await screenshot(page, 'contact-phone-complaint-sent');
    await context.close();
    const trackingNumber = shown![0];

    const admin = await pageAt(browser, { width: 1280, height: 800 }, 'dark');
    await signInAs(admin.context, server, { isAdmin: true, theme: 'dark' });
    await admin.page.goto(`${server.url}${dashboardHref('contactMessages')}`);
    await admin.page.getByRole('heading', { level: 2, name: 'پیام‌های رسیده' }).waitFor();
    await admin.page.getByTestId(`contact-${latin(trackingNumber)}`).waitFor();
    await admin.page.getByRole('search', { name: 'جستجو با شماره پیگیری' }).getByRole('textbox').fill(trackingNumber);
    await admin.page.getByRole('button', { name: 'جستجو', exact: true }).click();
    const list = admin.page.getByRole('list', { name: 'پیام‌های تماس' });
    await list.getByText(COMPLAINT_TEXT).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    const item = list.getByRole('listitem').first();
    await item.getByText('در انتظار پاسخ').waitFor();
    await item.getByRole('button', { name: 'پاسخ داده شد' }).click();
    await item.getByText('پاسخ داده شده').waitFor();
    await screenshot(admin.page, 'contact-messages-laptop-dark');
    await admin.context.close();

    const queued = await server.db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient'])
      .where('body', 'like', `%${trackingNumber}%`)
      .execute();
    expect(queued.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });

  it('takes a complaint with scripts off: the server answers the page with the tracking number', async () => {
    const { context, page } = await pageAt(browser, { width: 360, height: 800 }, 'light', false);
    await page.goto(`${server.url}/contact`);
    const form = await fillComplaint(page, 'بدون اسکریپت');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'ارسال' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const receipt = page.getByRole('status').filter({ hasText: 'شکایت شما با شماره پیگیری' });
    await receipt.waitFor();
    expect(await receipt.textContent()).toMatch(PERSIAN_DIGITS);
    expect(page.url()).toBe(`${server.url}/contact`);
    const kept = await server.db.selectFrom('contact_messages').select(['kind']).where('name', '=', 'بدون اسکریپت').execute();
    expect(kept).toEqual([{ kind: 'complaint' }]);
    await screenshot(page, 'contact-phone-no-script-sent');
    await context.close();
  });
});
