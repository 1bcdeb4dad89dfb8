import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { chooseFirstFreeSlot, openSecondType } from './support/booking-steps';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { offeredTypeIds, typeWithSlots } from './support/type-slots';

const PERSIAN_TIME = /^[۰-۹]{2}:[۰-۹]{2}$/;

const latinToPersian = (text: string) => text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);
const latinDigits = (text: string) => text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));

async function waitForReservations(server: TestServer, page: Page) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await server.db.selectFrom('reservations').select(['status', 'time', 'user_id']).execute();
    if (rows.length > 0) return rows;
    await page.waitForTimeout(100);
  }
  throw new Error('no reservation was made');
}

describe('booking in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it("keeps a visitor's choice through sign-in and books it for them", async () => {
    const { context, page } = await newPage(browser);
    const bookingPath = await openSecondType(page, server);
    const { day, time } = await chooseFirstFreeSlot(page);
    expect(time).toMatch(PERSIAN_TIME);
    await page.getByRole('button', { name: 'پرداخت و رزرو' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('pendingReservation') ?? 'null'))).toMatchObject({
      reservationTypeId: bookingPath.split('/').pop(),
    });

    // The login form belongs to the accounts capability; here the session comes straight from the database.
    const user = await signInAs(context, server);
    await page.evaluate(() => localStorage.removeItem('root'));
    await page.goto(`${server.url}${bookingPath}`);

    await page.locator(`a[aria-current="date"][aria-label="${day}"]`).waitFor();
    await page.getByRole('button', { name: time, pressed: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('pendingReservation'))).toBeNull();
    await page.getByText('اطلاعات شخصی', { exact: true }).waitFor();
    const pay = page.getByRole('button', { name: 'پرداخت و رزرو' });
    expect(await pay.isEnabled()).toBe(true);
    await screenshot(page, 'booking-desktop-light-restored-signed-in');

    await pay.click();
    expect(await waitForReservations(server, page)).toEqual([{ status: 'pending', time: latinDigits(time), user_id: user.id }]);
    await context.close();
  });

  it('shows the booking screen with booked, held and chosen slots, light and dark, on a desktop and at 360 px', async () => {
    const type = await typeWithSlots(server.url, (await offeredTypeIds(server.url))[1]._id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    const day = type.availableDates.filter((d: { date: string; timeSlots: unknown[] }) => d.date > today && d.timeSlots.length >= 3)[2];
    const [free, booked, held] = day.timeSlots;
    const now = new Date();
    await server.db
      .insertInto('reservations')
      .values([
        {
          reservation_type_id: type._id,
          date: day.date,
          time: booked.time,
          status: 'confirmed',
          price: type.price,
          user_id: null,
          cancel_reason: null,
          created_at: now,
          updated_at: now,
        },
        {
          reservation_type_id: type._id,
          date: day.date,
          time: held.time,
          status: 'pending',
          price: type.price,
          user_id: null,
          cancel_reason: null,
          created_at: new Date(now.getTime() - 60_000),
          updated_at: now,
        },
      ])
      .execute();

    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${server.url}/reservation/${type._id}`);
      const dayButton = page.locator(`a[data-date="${day.date}"]`);
      await page.getByRole('link', { name: 'ماه قبل' }).waitFor();
      if (!(await dayButton.isVisible())) await page.getByRole('link', { name: 'ماه بعد' }).click();
      await dayButton.click();
      await page.getByRole('button', { name: /رزرو شده$/ }).waitFor();
      await page.getByRole('button', { name: /در حال رزرو \([۰-۹]:[۰-۹]{2}\)$/ }).waitFor();
      await page
        .getByRole('list', { name: 'زمان‌های این روز' })
        .getByRole('button', { name: latinToPersian(free.time), exact: true })
        .click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `booking-${viewport}-light`);
      await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
      // The theme fades in over 0.2 s.
      await page.waitForTimeout(400);
      await screenshot(page, `booking-${viewport}-dark`);
      await context.close();
    }
  });

  it('lists the consultation types on a 360 px screen without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(`${server.url}/reservations`);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(4);
    expect(await page.getByText('پرطرفدار', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'reservations-phone-light');
    await context.close();
  });
});
