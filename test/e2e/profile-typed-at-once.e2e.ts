import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { waitForTakeOverOnLoad } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { openSecondType } from './support/booking-steps';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';

const PASSWORD = 'a-long-enough-password';
/**
 * each case is tried this many times at each size: the fields were lost in 5 of 9 tries when
 * reported, and in every try of the server-sent profile before the fix (18 of 18)
 */
const TRIES = 3;
/** the phone and the desktop of the report */
const SIZES = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } } as const;
type Size = keyof typeof SIZES;

const TYPED = { firstName: 'مریم', lastName: 'کریمی', mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹' };
const SAVED = { firstName: 'مریم', lastName: 'کریمی', mobile: '09123456789' };

/**
 * A page of the given size. `waitForApp`: a goto waits for the app to take the page over, as
 * newPage's does; without it the test acts the instant the server's page shows.
 */
async function openPage(browser: Browser, size: Size, waitForApp: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: SIZES[size], locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  if (waitForApp) waitForTakeOverOnLoad(page);
  return { context, page };
}

/** The three fields filled one right after the other, with no wait between them, then sent. */
async function typeAtOnceAndSend(fields: [Locator, Locator, Locator], send: Locator): Promise<void> {
  await fields[0].fill(TYPED.firstName);
  await fields[1].fill(TYPED.lastName);
  await fields[2].fill(TYPED.mobile);
  await send.click();
}

/** What the server saved of the three fields, or what differs from what was typed ('' when all was saved). */
async function lostFields(page: Page, server: TestServer): Promise<string> {
  // whatever the page answered (saved, refused, or nothing at all), the server's user is what counts
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const answer = await (await page.request.get(`${server.url}/api/auth/me`)).json();
  const user = (answer.user ?? answer) as Record<keyof typeof SAVED, string>;
  return (Object.keys(SAVED) as Array<keyof typeof SAVED>)
    .filter((field) => user[field] !== SAVED[field])
    .map((field) => `${field}=${JSON.stringify(user[field])}`)
    .join(', ');
}

function profileFields(page: Page): [Locator, Locator, Locator] {
  return [
    page.getByPlaceholder('نام', { exact: true }),
    page.getByPlaceholder('نام خانوادگی', { exact: true }),
    page.getByLabel('شماره موبایل', { exact: true }),
  ];
}

/**
 * A customer who has just signed up types their first name, family name and mobile number as
 * fast as a browser test does, with no pause between the fields, into the profile tab (opened
 * from the avatar menu on the booking screen, or served by the server) or the booking card's
 * personal information: every field typed is the one saved, each time, on a phone and a desktop.
 */
describe('a profile typed all at once', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it.each<Size>(['phone', 'desktop'])(
    'saves every field of the profile opened from the booking screen right after signing up (%s)',
    async (size) => {
      const lost: string[] = [];
      for (let attempt = 1; attempt <= TRIES; attempt += 1) {
        // a fresh address each time: the server lets one address open only so many accounts an hour
        await server.db.deleteFrom('limit_windows').where('scope', '=', 'sign-up').execute();
        const { context, page } = await openPage(browser, size, true);
        await page.goto(`${server.url}/login`);
        await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
        await page.getByLabel('ایمیل', { exact: true }).fill(`menu-${size}-${attempt}@example.com`);
        await page.getByLabel('رمز عبور', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
        await page.waitForURL(`${server.url}/`);
        await openSecondType(page, server);
        await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
        await page.getByRole('menuitem', { name: 'پروفایل کاربری' }).click();
        await typeAtOnceAndSend(profileFields(page), page.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
        await page.getByRole('status').filter({ hasText: 'اطلاعات حساب کاربری شما ذخیره شد' }).waitFor();
        const missing = await lostFields(page, server);
        if (missing) lost.push(`try ${attempt}: ${missing}`);
        await context.close();
      }
      expect(lost).toEqual([]);
    },
    TRIES * 25000,
  );

  it.each<Size>(['phone', 'desktop'])(
    'saves every field of the profile typed the instant the server has sent it (%s)',
    async (size) => {
      const lost: string[] = [];
      for (let attempt = 1; attempt <= TRIES; attempt += 1) {
        const { context, page } = await openPage(browser, size, false);
        await signInAs(context, server, { firstName: '', lastName: '', mobile: null });
        // the tab as the server renders it (a reload, the return from the login page): typed at once
        await page.goto(`${server.url}/dashboard?tab=profile`, { waitUntil: 'commit' });
        await typeAtOnceAndSend(profileFields(page), page.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
        await page
          .getByRole('status')
          .filter({ hasText: 'اطلاعات حساب کاربری شما ذخیره شد' })
          .or(page.getByRole('alert'))
          .first()
          .waitFor()
          .catch(() => undefined);
        const missing = await lostFields(page, server);
        if (missing) lost.push(`try ${attempt}: ${missing}`);
        await context.close();
      }
      expect(lost).toEqual([]);
    },
    TRIES * 25000,
  );

  it.each<Size>(['phone', 'desktop'])(
    "saves every field of the booking card's personal information typed the instant the server has sent it (%s)",
    async (size) => {
      const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
      const lost: string[] = [];
      for (let attempt = 1; attempt <= TRIES; attempt += 1) {
        const { context, page } = await openPage(browser, size, false);
        await signInAs(context, server, { firstName: '', lastName: '', mobile: null });
        await page.goto(`${server.url}/reservation/${types.data[1]._id}`, { waitUntil: 'commit' });
        const card = page.getByRole('region', { name: 'اطلاعات شخصی' });
        await typeAtOnceAndSend(
          [card.getByLabel('نام', { exact: true }), card.getByLabel('نام خانوادگی', { exact: true }), card.getByLabel('شماره موبایل')],
          card.getByRole('button', { name: 'ذخیره اطلاعات' }),
        );
        // saved: the card shows the saved fields instead of the form
        await page.getByRole('region', { name: 'اطلاعات شخصی' }).getByText('۰۹۱۲۳۴۵۶۷۸۹').waitFor();
        const missing = await lostFields(page, server);
        if (missing) lost.push(`try ${attempt}: ${missing}`);
        await context.close();
      }
      expect(lost).toEqual([]);
    },
    TRIES * 25000,
  );
});
