import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { showWeekOf } from './support/agenda-weeks';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import { signInDirectly } from '../server/support/sign-in-directly';
import { toBusinessWallClock } from '../../src/core/domain/business-time';
import { formatJalaliLong } from '../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { PHONE_BOOKING_MESSAGES } from '../../src/core/domain/phone-booking';
import type { TestServer } from '../server/support/test-server';

const CALLER = { firstName: 'بهرام', lastName: 'نیک‌نام', mobile: '09127654321', email: 'bahram.caller@example.com' };
/* the selects' names carry their chosen option after the label, hence the names matched by their start */
/** a time this close to now may pass before the booking is sent */
const SAFETY_MS = 5 * 60_000;

/**
 * Chooses, by state, the first type whose slot list offers a time still ahead, and the first such
 * time the list offers; answers its date and time. The list offers only times to come; one a
 * minute away could pass before the form is sent, so the first five minutes ahead or more is taken.
 */
async function chooseFirstOfferedSlot(form: Locator): Promise<{ date: string; time: string }> {
  const typeSelect = form.getByRole('combobox', { name: /^نوع رزرو/ });
  const slotSelect = form.getByRole('combobox', { name: /^زمان آزاد \(۳۰ روز آینده، به وقت تهران\)/ });
  await typeSelect.locator('option').nth(1).waitFor({ state: 'attached' });
  const typeIds = (
    await typeSelect.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).filter(Boolean);
  const soon = toBusinessWallClock(new Date(Date.now() + SAFETY_MS));
  for (const typeId of typeIds) {
    await typeSelect.selectOption(typeId);
    // the slots of the type arrive after the choice: an enabled list, or none published within 30 days
    try {
      await form.locator('select[name="slot"]:not([disabled])').waitFor({ timeout: 10_000 });
    } catch {
      continue;
    }
    const offered = await slotSelect
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const ahead = offered.find((value) => value > `${soon.date} ${soon.time}`);
    if (!ahead) continue;
    await slotSelect.selectOption(ahead);
    const [date, time] = ahead.split(' ');
    return { date, time };
  }
  throw new Error('no active type offers a free time ahead in the next 30 days');
}

describe("the consultant's day in a real browser (issue 19)", () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('books a free time for a new customer who phoned, finds the session on the agenda with their number, and the time is no longer free', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInAs(context, server, { isAdmin: true });
    await page.goto(`${server.url}/dashboard?tab=agenda`);
    await page.getByRole('heading', { name: 'برنامهٔ کاری' }).waitFor();

    const form = page.getByRole('form', { name: 'رزرو تلفنی' });
    await form.getByRole('combobox', { name: /^مشتری/ }).selectOption({ label: 'مشتری تازه' });
    await form.getByLabel('نام', { exact: true }).fill(CALLER.firstName);
    await form.getByLabel('نام خانوادگی', { exact: true }).fill(CALLER.lastName);
    await form.getByLabel('شماره موبایل', { exact: true }).fill(CALLER.mobile);
    await form.getByLabel(/^ایمیل/).fill(CALLER.email);
    const slot = await chooseFirstOfferedSlot(form);
    const typeId = await form.getByRole('combobox', { name: /^نوع رزرو/ }).inputValue();
    const takenBefore = (await (await fetch(`${server.url}/api/reservations/by-date?date=${slot.date}&reservationTypeId=${typeId}`)).json())
      .reservations as Array<{ timeSlot: string }>;
    expect(takenBefore.map((taken) => taken.timeSlot)).not.toContain(slot.time);
    // paid outside the site, typed on a Persian keyboard
    await form.getByLabel(/^مبلغ پرداخت‌شده بیرون از سایت/).fill('۵۰۰٬۰۰۰');
    await form.getByRole('button', { name: 'ثبت رزرو' }).click();
    await form.getByText(PHONE_BOOKING_MESSAGES.booked).waitFor();
    await screenshot(page, 'consultant-day-phone-booked');

    // on a slow connection: each week's sessions arrive 800 ms after the week is drawn
    await page.route('**/api/admin/agenda**', async (route) => {
      await new Promise((arrive) => setTimeout(arrive, 800));
      await route.continue();
    });
    const day = await showWeekOf(page, slot.date);
    const session = day.getByRole('listitem').filter({ hasText: `${CALLER.firstName} ${CALLER.lastName}` });
    await session.waitFor();
    expect(await session.innerText()).toContain(`ساعت ${toPersianDigits(slot.time)}`);
    const call = session.getByRole('link', { name: toPersianDigits(CALLER.mobile), exact: true });
    expect(await call.getAttribute('href')).toBe(`tel:${CALLER.mobile}`);
    await screenshot(page, 'consultant-day-agenda-week');

    // the customers' calendar no longer offers that time, and booking it is refused
    const takenAfter = (await (await fetch(`${server.url}/api/reservations/by-date?date=${slot.date}&reservationTypeId=${typeId}`)).json())
      .reservations as Array<{ timeSlot: string }>;
    expect(takenAfter.map((taken) => taken.timeSlot)).toContain(slot.time);
    const someone = await signInDirectly(server.db, { firstName: 'لیلا', lastName: 'رضایی' });
    const second = await fetch(`${server.url}/api/reservations/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: someone.cookie },
      body: JSON.stringify({ reservationTypeId: typeId, date: slot.date, timeSlot: slot.time }),
    });
    expect(second.status).toBeGreaterThanOrEqual(400);
    await context.close();
  });
});
