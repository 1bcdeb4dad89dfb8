import type { Browser, Page } from 'playwright-core';
import { withSiteInBrowser } from './site-in-browser';
import type { TestServer } from '../../server/support/test-server';
import { signInDirectly } from '../../server/support/sign-in-directly';
import { insertReservation } from '../../server/support/insert-reservation';
import { toPersianDigits } from '../../../src/core/domain/persian-digits';
import { offeredTypeIds, typeWithSlots } from './type-slots';

export interface Fixture {
  /** the second demo type: the booking screen */
  typeId: string;
  /** a day of that type with a booked, a held and a free slot */
  day: string;
  freeTime: string;
  articleSlug: string;
  mediaSlug: string;
  /** the type paid for in the payment screens */
  paidTypeId: string;
}

/** A day of the second demo type with a booked, a held and a free slot; an article, a media article and the type paid for. */
export async function accessibilityFixture(server: TestServer): Promise<Fixture> {
  const type = await typeWithSlots(server.url, (await offeredTypeIds(server.url))[1]._id);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const day = type.availableDates.find((d) => d.date > today && d.timeSlots.length >= 3)!;
  const [free, booked, held] = day.timeSlots;
  const someone = await signInDirectly(server.db, { firstName: 'ندا', lastName: 'کریمی' });
  await insertReservation(server.db, {
    typeId: type._id,
    userId: someone.id,
    date: day.date,
    time: booked.time,
    status: 'confirmed',
    refId: '40404040',
  });
  await insertReservation(server.db, { typeId: type._id, userId: someone.id, date: day.date, time: held.time });

  const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json()).posts;
  const media = (await (await fetch(`${server.url}/api/post/getposts?limit=1&media=true`)).json()).posts;
  const paid = await server.db.selectFrom('reservation_types').select('id').where('title', '=', 'مشاوره مالیاتی').executeTakeFirstOrThrow();
  return {
    typeId: type._id,
    day: day.date,
    freeTime: free.time,
    articleSlug: posts[0].slug,
    mediaSlug: media[0].slug,
    paidTypeId: paid.id,
  };
}

/** Chooses the fixture's day on the calendar on screen (the booking screen's or the schedule's). */
export async function showDay(page: Page, fixture: Fixture): Promise<void> {
  // a link on the booking screen, a button on the schedule's calendar
  const dayButton = page.locator(`[data-date="${fixture.day}"]`);
  await page.getByLabel('ماه قبل', { exact: true }).waitFor();
  if (!(await dayButton.isVisible())) await page.getByLabel('ماه بعد', { exact: true }).click();
  await dayButton.click();
}

/** Opens the booking screen on the fixture's day and chooses its free slot. */
export async function chooseSlot(page: Page, server: TestServer, fixture: Fixture): Promise<void> {
  await page.goto(`${server.url}/reservation/${fixture.typeId}`);
  await showDay(page, fixture);
  await page.getByRole('button', { name: /رزرو شده$/ }).waitFor();
  await page
    .getByRole('list', { name: 'زمان‌های این روز' })
    .getByRole('button', { name: toPersianDigits(fixture.freeTime), exact: true })
    .click();
}

/** For one describe block: the seeded site in a Chromium, with the fixture made before the tests run. */
export function withAccessibilitySite(use: (site: { server: TestServer; browser: Browser; fixture: Fixture }) => void): void {
  let server: TestServer;
  let browser: Browser;
  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });
  beforeAll(async () => use({ server, browser, fixture: await accessibilityFixture(server) }));
}
