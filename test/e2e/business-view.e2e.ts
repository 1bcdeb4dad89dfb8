import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, type VIEWPORTS } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import { signInDirectly } from '../server/support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../server/support/insert-reservation';
import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';
import { weekStartOf } from '../../src/core/domain/business-weeks';
import { PAGE_ROUTES } from '../../src/core/contracts/pages/page-routes';
import type { ThemeName } from '../../src/core/domain/theme';
import type { TestServer } from '../server/support/test-server';

const TIMES = ['07:00', '07:30', '08:00'];

/**
 * A practice with a history: bookings in each of the last twelve weeks (one to three a week),
 * sessions this week and next, a cancelled booking whose money is owed back and a payment the
 * bank has not answered yet, and published slots around today.
 */
async function practiceWithHistory(server: TestServer): Promise<void> {
  const db = server.db;
  const today = toBusinessWallClock(new Date()).date;
  const thisWeek = weekStartOf(today);
  const customer = await signInDirectly(db, { email: 'maryam@example.com', firstName: 'مریم', lastName: 'کاظمی', mobile: '09351234567' });
  const business = await insertType(db, { title: 'مشاوره کسب‌وکار', price: 900_000 });
  const tax = await insertType(db, { title: 'مشاوره مالیاتی', price: 1_200_000 });
  await db.updateTable('reservation_types').set({ session_mode: 'office' }).where('id', '=', tax).execute();
  for (let week = 11; week >= 1; week -= 1) {
    const start = addDays(thisWeek, -7 * week);
    for (let n = 0; n <= week % 3; n += 1) {
      await insertReservation(db, {
        typeId: n === 1 ? tax : business,
        userId: customer.id,
        date: addDays(start, n + 1),
        time: TIMES[n],
        status: 'confirmed',
        refId: `R-${week}-${n}`,
      });
    }
  }
  const sessions = [
    [business, 1, '10:00'],
    [tax, 3, '16:30'],
    [business, 9, '11:00'],
    [tax, 12, '18:00'],
  ] as const;
  for (const [typeId, day, time] of sessions) {
    const date = addDays(thisWeek, day);
    await insertReservation(db, { typeId, userId: customer.id, date, time, status: 'confirmed', refId: `R-${date}` });
    await insertSlots(db, typeId, [{ date, time }]);
  }
  await insertSlots(
    db,
    business,
    [1, 2, 4, 5, 8, 10].map((day) => ({ date: addDays(thisWeek, day), time: '13:00' })),
  );
  const cancelled = await insertReservation(db, {
    typeId: tax,
    userId: customer.id,
    date: addDays(thisWeek, 2),
    time: '09:00',
    status: 'cancelled',
  });
  const waiting = await insertReservation(db, {
    typeId: business,
    userId: customer.id,
    date: addDays(thisWeek, 6),
    time: '09:00',
    status: 'pending',
  });
  await db
    .insertInto('payments')
    .values([
      {
        reservation_id: cancelled,
        gateway: 'sandbox',
        authority: 'A-refund',
        amount: 1_200_000,
        status: 'refund_required',
        updated_at: new Date(),
      },
      { reservation_id: waiting, gateway: 'sandbox', authority: 'A-open', amount: 900_000, status: 'initiated', updated_at: new Date() },
    ])
    .execute();
}

/** The consultant's dashboard as it opens, on the view of the business, with both charts drawn. */
async function openBusinessView(browser: Browser, server: TestServer, viewport: keyof typeof VIEWPORTS, theme: ThemeName): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signInAs(page.context(), server, { isAdmin: true, theme });
  await page.goto(`${server.url}${PAGE_ROUTES.dashboard.path}`);
  await page.getByRole('heading', { level: 2, name: 'نمای کلی' }).waitFor();
  await page.locator('.recharts-wrapper').nth(1).waitFor();
  return page;
}

describe("the consultant's view of the business in a real browser", () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  beforeAll(async () => practiceWithHistory(server));

  it('opens the dashboard on the agenda, the charts right to left with Persian digits, and the open money', async () => {
    const page = await openBusinessView(browser, server, 'desktop', 'light');
    await page.getByRole('region', { name: 'این هفته' }).getByText('مریم کاظمی').first().waitFor();
    await page.getByRole('region', { name: 'هفته بعد' }).getByText('حضوری در دفتر').first().waitFor();
    await page.getByTestId('refunds-owed').getByText('۱ مورد، ۱٬۲۰۰٬۰۰۰ تومان').waitFor();
    await page.getByTestId('reconciling').getByText('۱ مورد، ۹۰۰٬۰۰۰ تومان').waitFor();

    const weekly = page.getByRole('img', { name: /رزروها و درآمد هر هفته/ });
    const axis = await weekly
      .locator('.recharts-cartesian-axis-tick-value')
      .evaluateAll((labels) =>
        labels.map((label) => ({ text: label.textContent ?? '', x: label.getBoundingClientRect().x, y: label.getBoundingClientRect().y })),
      );
    const timeAxis = axis.filter((label) => label.y === Math.max(...axis.map((each) => each.y)));
    expect(timeAxis.length).toBeGreaterThan(3);
    // the oldest week on the right, the newest on the left
    expect(timeAxis[0].x).toBeGreaterThan(timeAxis[timeAxis.length - 1].x);
    expect(axis.map((label) => label.text).join(' ')).not.toMatch(/[0-9]/);
    const font = await weekly
      .locator('.recharts-cartesian-axis-tick-value')
      .first()
      .evaluate((label) => getComputedStyle(label).fontFamily);
    expect(font).toContain('Vazirmatn');
    await screenshot(page, 'business-view-desktop-light');
    await page.context().close();
  });

  it('reads well in the dark theme and on a phone, without sideways scrolling', async () => {
    const dark = await openBusinessView(browser, server, 'desktop', 'dark');
    await screenshot(dark, 'business-view-desktop-dark');
    await dark.context().close();
    for (const theme of ['light', 'dark'] as const) {
      const phone = await openBusinessView(browser, server, 'phone', theme);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(phone, `business-view-phone-${theme}`);
      await phone.context().close();
    }
  });

  it('takes the consultant to the refunds from the open money', async () => {
    const page = await openBusinessView(browser, server, 'desktop', 'light');
    await page.getByRole('link', { name: 'رسیدگی در بخش بازگشت وجه' }).click();
    await page.getByRole('heading', { level: 2, name: 'بازگشت وجه' }).waitFor();
    await page.context().close();
  });
});
