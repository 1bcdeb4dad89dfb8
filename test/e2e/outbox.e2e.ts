import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, type VIEWPORTS } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { chooseFirstFreeSlot } from './support/booking-steps';
import { signInAs } from './support/session';
import { dashboardHref } from '../../src/core/contracts/pages/dashboard-tabs';
import type { ThemeName } from '../../src/core/domain/theme';
import type { TestServer } from '../server/support/test-server';

const UNSENT = 'هیچ سرویس پیامک یا ایمیلی تنظیم نشده است؛ پیام‌ها فرستاده نمی‌شوند و فقط اینجا نگه داشته می‌شوند.';
const CUSTOMER_MOBILE = '09127654321';
const CUSTOMER_EMAIL = 'narges@example.com';

/** The consultant's «پیام‌ها» tab, opened from the dashboard's menu. */
async function openOutbox(browser: Browser, server: TestServer, viewport: keyof typeof VIEWPORTS, theme: ThemeName): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signInAs(page.context(), server, { isAdmin: true, theme });
  await page.goto(`${server.url}${dashboardHref('outbox')}`);
  await page.getByRole('heading', { level: 2, name: 'پیام‌ها' }).waitFor();
  await page.getByText(UNSENT).waitFor();
  return page;
}

/** The messages to the customer's mobile listed on the tab, looked for again for a while: they are queued just after the booking. */
async function messagesToCustomer(page: Page) {
  const items = page.getByRole('list', { name: 'پیام‌های سایت' }).getByRole('listitem').filter({ hasText: CUSTOMER_MOBILE });
  for (let attempt = 0; attempt < 10 && (await items.count()) === 0; attempt += 1) {
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'پیام‌ها' }).waitFor();
  }
  return items;
}

/** The default install (no SMS or e-mail provider): every message the site would send is kept for the consultant to read. */
describe("the consultant's outbox in a real browser", () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('is empty on a fresh install and says the messages are only kept here', async () => {
    const page = await openOutbox(browser, server, 'desktop', 'light');
    await page.getByText('هنوز پیامی ثبت نشده است').waitFor();
    await screenshot(page, 'outbox-desktop-light-empty');
    await page.context().close();
  });

  it('shows the confirmation of a free session a customer booked, kept unsent', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(context, server, { email: CUSTOMER_EMAIL, firstName: 'نرگس', lastName: 'صالحی', mobile: CUSTOMER_MOBILE });
    await page.goto(`${server.url}/reservations`);
    await page.getByRole('article').filter({ hasText: 'رایگان' }).first().getByRole('link', { name: 'درخواست مشاوره' }).click();
    await page.getByRole('heading', { level: 1, name: /^رزرو / }).waitFor();
    const { time } = await chooseFirstFreeSlot(page);
    await page.getByRole('button', { name: 'ثبت رزرو رایگان' }).click();
    // the success page passes on to «رزروهای من», where the booking shows confirmed
    await page.getByTestId('my-reservation').first().getByText('تأیید شده').waitFor();
    await context.close();

    const desktop = await openOutbox(browser, server, 'desktop', 'light');
    const toCustomer = await messagesToCustomer(desktop);
    await screenshot(desktop, 'outbox-desktop-light');
    const phone = await openOutbox(browser, server, 'phone', 'dark');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'outbox-phone-dark');
    await phone.context().close();

    // the booking's confirmation to the customer, by SMS, naming the session's time
    expect(await toCustomer.count()).toBeGreaterThan(0);
    const confirmation = toCustomer.filter({ hasText: 'پیامک' }).filter({ hasText: time }).first();
    await confirmation.getByText('نگه‌داشته در صندوق پیام‌ها').waitFor();
    await desktop.context().close();
  });
});
