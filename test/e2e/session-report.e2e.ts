import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot, waitForTakeOverOnLoad } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import { insertReservation, insertReservationType } from '../server/support/insert-reservation';
import type { SignedInUser } from '../server/support/sign-in-directly';
import type { TestServer } from '../server/support/test-server';
import type { ThemeName } from '../../src/core/domain/theme';

const PHONE = { width: 360, height: 800 };

describe('a session report: the consultant writes and sends it, the customer reads and prints it', () => {
  let server: TestServer;
  let browser: Browser;
  let typeId: string;
  let customer: SignedInUser;
  let customerContext: BrowserContext;
  // one booking per slot: each test's session on a past day of its own
  let day = 10;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });
  beforeAll(async () => {
    typeId = await insertReservationType(server.db, { title: 'تحلیل صورت‌های مالی', price: 1_250_000 });
  });

  async function phoneOf(theme: ThemeName, as: { isAdmin?: boolean; firstName?: string; lastName?: string }) {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    const user = await signInAs(context, server, { ...as, theme });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    waitForTakeOverOnLoad(page);
    return { context, page, user };
  }

  async function writeAndSend(page: Page, reservationId: string, text: string, theme: ThemeName) {
    await page.goto(`${server.url}/dashboard/bookings/${reservationId}/report`);
    const editor = page.getByRole('textbox', { name: 'متن گزارش' });
    await editor.click();
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'ذخیره پیش‌نویس' }).click();
    await page.getByText('پیش‌نویس گزارش ذخیره شد').waitFor();
    await page.getByRole('button', { name: /^ارسال/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ارسال' }).click();
    await page.getByText(/نسخه ۱ گزارش برای مشتری فرستاده شد/).waitFor();
    await screenshot(page, `report-editor-phone-${theme}`);
  }

  it.each(['light', 'dark'] as const)('in the %s theme on a phone (screenshots)', async (theme) => {
    const consultant = await phoneOf(theme, { isAdmin: true });
    const reader = await phoneOf(theme, { firstName: 'نرگس', lastName: 'کاظمی' });
    customer = reader.user;
    customerContext = reader.context;
    const reservationId = await insertReservation(server.db, {
      userId: customer.id,
      typeId,
      date: `2026-01-${day++}`,
      time: '10:00',
      status: 'confirmed',
      refId: `R${day}`,
    });

    await writeAndSend(consultant.page, reservationId, 'ترازنامه و صورت سود و زیان سال ۱۴۰۳ بررسی شد؛ پیشنهادها در ادامه آمده است.', theme);
    const sentList = consultant.page.getByRole('listitem').filter({ hasText: 'نسخه ۱' });
    await expect(sentList.count()).resolves.toBeGreaterThan(0);

    const page = reader.page;
    await page.goto(`${server.url}/dashboard?tab=reservations`);
    await page.getByRole('link', { name: 'گزارش جلسه' }).click();
    await page.waitForURL(`**/report/${reservationId}`);
    const report = page.getByTestId('report');
    await report.getByText('ترازنامه و صورت سود و زیان سال ۱۴۰۳ بررسی شد').waitFor();
    const text = await report.textContent();
    expect(text).toContain('دی ۱۴۰۴');
    expect(text).toContain('نسخه ۱');
    await page.getByRole('button', { name: 'چاپ گزارش' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `report-phone-${theme}`);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'چاپ گزارش' }).isVisible()).toBe(false);
    const colors = await report.evaluate((node) => [getComputedStyle(node).color, getComputedStyle(document.body).backgroundColor]);
    expect(colors).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await screenshot(page, `report-phone-${theme}-print`);
    await consultant.context.close();
    await customerContext.close();
  });
});
