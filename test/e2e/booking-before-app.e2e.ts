import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, SCREENSHOT_DIR, VIEWPORTS } from './support/browser';
import { newSlowedPhonePage } from './support/slowed-phone';
import { withSiteInBrowser } from './support/site-in-browser';
import { chooseFirstFreeSlot, openSecondType } from './support/booking-steps';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';

const SLOTS = 'ul[aria-label="زمان‌های این روز"]';
/** a free slot: the only kind of slot that says whether it is pressed */
const FREE_SLOT = `${SLOTS} button[aria-pressed]`;
const OPEN_DAY = 'section[aria-label="انتخاب تاریخ"] a[data-date][href]';

/** What the page is at this instant: taken over by the app or not, and whether its free slots and pay button can be pressed. */
function readiness(page: Page) {
  return page.evaluate(
    ({ freeSlot }) => {
      const pay = [...document.querySelectorAll<HTMLButtonElement>('[aria-label="رزرو شما"] button')][0];
      return {
        interactive: document.documentElement.dataset.interactive === 'true',
        freeSlots: [...document.querySelectorAll<HTMLButtonElement>(freeSlot)].map((slot) => ({
          disabled: slot.disabled,
          ariaDisabled: slot.getAttribute('aria-disabled'),
        })),
        pay: pay ? { disabled: pay.disabled, ariaDisabled: pay.getAttribute('aria-disabled') } : null,
      };
    },
    { freeSlot: FREE_SLOT },
  );
}

/** A viewport-sized picture (what a phone shows at once), beside the full-page ones. */
async function viewportShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

describe('the booking screen before and after the app takes it over', () => {
  let server: TestServer;
  let browser: Browser;
  let bookingPath: string;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  beforeAll(async () => {
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
    bookingPath = `/reservation/${types.data[1]._id}`;
  });

  it('chooses a day and a month through its links with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}${bookingPath}`);
    const day = page.locator(OPEN_DAY).first();
    const date = (await day.getAttribute('data-date'))!;
    await day.click();
    await page.waitForURL(`${server.url}${bookingPath}?date=${date}`);
    await page.locator(`a[data-date="${date}"][aria-current="date"]`).waitFor();
    await page.locator(SLOTS).waitFor();
    // nothing runs the slots or the pay button without the app: they say so
    const state = await readiness(page);
    expect(state.interactive).toBe(false);
    expect(state.freeSlots.every((slot) => slot.disabled && slot.ariaDisabled === 'true')).toBe(true);
    expect(state.pay).toEqual({ disabled: true, ariaDisabled: 'true' });
    await screenshot(page, 'booking-no-script-day-chosen-360');

    const next = page.getByRole('link', { name: 'ماه بعد' });
    if ((await next.getAttribute('aria-disabled')) !== 'true') {
      await next.click();
      await page.waitForURL(/\?month=\d{4}-\d{2}$/);
      expect(await page.locator('[aria-label="ماه‌ها"] a[aria-current="true"]').count()).toBe(1);
      expect(await page.locator(SLOTS).count()).toBe(0);
    }
    await context.close();
  });

  it('on the slowed phone, chooses the day tapped the instant the page shows, and holds the slots back until the app answers', async () => {
    const { context, page } = await newSlowedPhonePage(browser);
    await page.goto(`${server.url}${bookingPath}`, { waitUntil: 'commit' });
    const day = page.locator(OPEN_DAY).first();
    await day.waitFor();
    const date = (await day.getAttribute('data-date'))!;
    const tappedBeforeApp = !(await readiness(page)).interactive;
    await day.tap();
    await page.locator(`a[data-date="${date}"][aria-current="date"]`).waitFor();
    await page.locator(SLOTS).waitFor();
    // before the app answers, a free slot and the pay button are visibly not ready; never pressable
    const early = await readiness(page);
    if (!early.interactive) {
      expect(early.freeSlots.every((slot) => slot.disabled && slot.ariaDisabled === 'true')).toBe(true);
      expect(early.pay).toEqual({ disabled: true, ariaDisabled: 'true' });
    }
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30000 });
    expect(new URL(page.url()).search).toBe(`?date=${date}`);
    await page.locator(`a[data-date="${date}"][aria-current="date"]`).waitFor();
    // once the app answers, the free slots can be chosen (the day's slots are read again first)
    await page.waitForFunction(
      (freeSlot) =>
        [...document.querySelectorAll<HTMLButtonElement>(freeSlot)].every((slot) => !slot.disabled && !slot.hasAttribute('aria-disabled')),
      FREE_SLOT,
    );
    expect(tappedBeforeApp).toBe(true);
    await context.close();
  });

  it('after the app has taken the page over, chooses a day in place, with no new page', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(`${server.url}${bookingPath}`);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const day = page.locator(OPEN_DAY).first();
    const date = (await day.getAttribute('data-date'))!;
    await day.click();
    await page.locator(`a[data-date="${date}"][aria-current="date"]`).waitFor();
    await page.waitForURL(`${server.url}${bookingPath}?date=${date}`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('keeps the chosen time and the pay button in view on a 360 px phone, covering nothing, light and dark', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await openSecondType(page, server);
    await chooseFirstFreeSlot(page);
    const bar = page.getByRole('group', { name: 'رزرو شما' });
    const pay = bar.getByRole('button', { name: 'پرداخت و رزرو' });
    const inView = () =>
      bar.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          top: box.top >= 0,
          bottom: Math.round(box.bottom) <= window.innerHeight,
          fixed: getComputedStyle(element).position === 'fixed',
        };
      });
    expect(await inView()).toEqual({ top: true, bottom: true, fixed: true });
    expect(await pay.isVisible()).toBe(true);
    expect(await bar.innerText()).toMatch(/ساعت [۰-۹]{2}:[۰-۹]{2}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await viewportShot(page, 'booking-phone-slot-chosen-light');

    // at the very end of the page the bar covers none of it: the footer ends above the bar
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const overlap = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      const bar = document.querySelector('[aria-label="رزرو شما"]')!.getBoundingClientRect();
      return Math.round(footer.bottom) - Math.round(bar.top);
    });
    expect(overlap).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.waitForTimeout(400);
    expect(await inView()).toEqual({ top: true, bottom: true, fixed: true });
    await viewportShot(page, 'booking-phone-slot-chosen-dark');
    await context.close();
  });

  it('lets a customer with an incomplete profile fill in their names and mobile number in the card on a phone, keeping the chosen slot', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signInAs(context, server, { firstName: '', lastName: '', mobile: null });
    await openSecondType(page, server);
    const { time } = await chooseFirstFreeSlot(page);
    const bar = page.getByRole('group', { name: 'رزرو شما' });
    expect(await bar.getByRole('button', { name: 'پرداخت و رزرو' }).isDisabled()).toBe(true);
    await bar.getByRole('link', { name: 'ابتدا نام، نام خانوادگی و شماره موبایل را وارد کنید' }).click();
    const form = page.getByRole('region', { name: 'اطلاعات شخصی' });
    await form.getByLabel('نام', { exact: true }).fill('مریم');
    await form.getByLabel('نام خانوادگی', { exact: true }).fill('نوری');
    await form.getByLabel('شماره موبایل', { exact: true }).fill('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    await viewportShot(page, 'booking-phone-incomplete-profile-form');
    await form.getByRole('button', { name: 'ذخیره اطلاعات' }).click();
    await page.getByText('اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: time, pressed: true }).waitFor();
    expect(await bar.getByRole('button', { name: 'پرداخت و رزرو' }).isEnabled()).toBe(true);
    await context.close();
  });
});
