import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, type VIEWPORTS } from './support/browser';
import { signInAs } from './support/session';
import { dashboardHref } from '../../src/core/contracts/pages/dashboard-tabs';
import type { ThemeName } from '../../src/core/domain/theme';
import { FakeKavenegarServer } from '../fakes/server/notifications/fake-kavenegar-server';
import { startTestServer, type TestServer } from '../server/support/test-server';

const KEY_LABEL = 'کلید API';

/** The consultant's services section, in «تنظیمات سایت». */
async function openServices(browser: Browser, server: TestServer, viewport: keyof typeof VIEWPORTS, theme: ThemeName): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signInAs(page.context(), server, { isAdmin: true, theme, mobile: '09351112233' });
  await page.goto(`${server.url}${dashboardHref('siteSettings')}`);
  await page.getByRole('heading', { level: 3, name: 'سرویس‌های متصل' }).waitFor();
  return page;
}

describe('the services section in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  const kavenegar = new FakeKavenegarServer();

  beforeAll(async () => {
    const kavenegarUrl = await kavenegar.start();
    server = await startTestServer({ seed: true, realClock: true, env: { KAVENEGAR_BASE_URL: kavenegarUrl } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await kavenegar.stop();
  });

  it('keeps a typed key through a test, saves it write-only, and then sends the test SMS with it', async () => {
    const page = await openServices(browser, server, 'desktop', 'light');
    const sms = page.getByRole('group', { name: 'پیامک (کاوه‌نگار)' });
    await sms.getByText('تنظیم نشده').waitFor();
    await sms.getByLabel(KEY_LABEL).fill(kavenegar.apiKey);
    await sms.getByLabel('شماره خط ارسال').fill('10004346');
    // a test before saving: nothing is set yet, and what was typed stays
    await sms.getByRole('button', { name: 'ارسال پیامک آزمایشی' }).click();
    await sms.getByText(/^کاوه‌نگار تنظیم نشده است/).waitFor();
    expect(await sms.getByLabel(KEY_LABEL).inputValue()).toBe(kavenegar.apiKey);

    await page.getByRole('button', { name: 'ذخیره تنظیمات سرویس‌ها' }).click();
    await page.getByText('تنظیمات سرویس‌ها ذخیره شد').waitFor();
    await sms.getByText('تنظیم شده', { exact: true }).waitFor();
    expect(await sms.getByLabel(KEY_LABEL).inputValue()).toBe('');
    expect(await page.content()).not.toContain(kavenegar.apiKey);

    await sms.getByRole('button', { name: 'ارسال پیامک آزمایشی' }).click();
    await sms.getByText('کاوه‌نگار پیامک آزمایشی به ۰۹۳۵۱۱۱۲۲۳۳ را پذیرفت').waitFor();
    expect(kavenegar.received.at(-1)).toMatchObject({ apiKey: kavenegar.apiKey, receptor: '09351112233', sender: '10004346' });
    await screenshot(page, 'services-desktop-light');
    await page.context().close();
  });

  it('refuses a merchant id that is not 36 characters in Persian', async () => {
    const page = await openServices(browser, server, 'phone', 'dark');
    await page.getByLabel('مرچنت کد').fill('1234');
    await page.getByRole('button', { name: 'ذخیره تنظیمات سرویس‌ها' }).click();
    await page.getByText(/^مرچنت کد زرین‌پال باید دقیقاً ۳۶ نویسه باشد/).waitFor();
    expect(await page.getByLabel('مرچنت کد').inputValue()).toBe('1234');
    await page.getByRole('button', { name: 'بررسی اتصال درگاه' }).click();
    await page.getByText(/^درگاه آزمایشی فعال است/).waitFor();
    await screenshot(page, 'services-phone-dark');
    await page.context().close();
  });

  it.each([
    ['phone', 'light'],
    ['desktop', 'dark'],
  ] as const)('reads on a %s in the %s theme', async (viewport, theme) => {
    const page = await openServices(browser, server, viewport, theme);
    await screenshot(page, `services-${viewport}-${theme}`);
    await page.context().close();
  });
});
