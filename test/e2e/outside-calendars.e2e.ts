import type { Browser } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { newPage, screenshot, SCREENSHOT_DIR } from './support/browser';
import { showWeekOf } from './support/agenda-weeks';
import { AGENDA_TEXTS } from '../../src/ui/features/business/business-messages';
import { BUSY_LABEL } from '../../src/ui/features/booking/time-slots';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { insertSlots, insertType } from '../server/support/insert-reservation';
import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';
import { formatJalaliLong } from '../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { outsideCalendarsUseCasesFor } from '../../server/modules/outside-calendars';
import { startIcsServer, type IcsServer } from '../server/modules/outside-calendars/ics-server';

/** A calendar with one meeting, 10:00–11:00 Tehran time on `day`, written in UTC as Google does. */
function meetingOn(day: string): string {
  const utc = (time: string) => new Date(`${day}T${time}:00+03:30`).toISOString().replace(/[-:]/g, '').replace('.000', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Busy//EN',
    'BEGIN:VEVENT',
    'UID:meeting@test',
    `DTSTART:${utc('10:00')}`,
    `DTEND:${utc('11:00')}`,
    'SUMMARY:Board meeting',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

describe("the consultant's own calendar in a real browser", () => {
  let server: TestServer;
  let browser: Browser;
  let ics: IcsServer;

  beforeAll(async () => {
    ics = await startIcsServer();
  });
  afterAll(async () => ics.close());

  withSiteInBrowser(
    (site, chromium) => {
      server = site;
      browser = chromium;
    },
    { env: { OUTSIDE_CALENDARS_ALLOW_PRIVATE: 'true' } },
  );

  it('adds a calendar, marks the slot its meeting blocks in the schedule tab, and the customer cannot pick it', async () => {
    const day = addDays(toBusinessWallClock(Date.now()).date, 3);
    ics.routes.set('/work.ics', meetingOn(day));
    const typeId = await insertType(server.db, { title: 'مشاوره با تقویم', durationMinutes: 60, displayOrder: 9 });
    await insertSlots(server.db, typeId, [
      { date: day, time: '10:00' },
      { date: day, time: '12:00' },
    ]);

    const consultant = await newPage(browser, 'desktop');
    await signInAs(consultant.context, server, { isAdmin: true, firstName: 'مشاور', lastName: 'سایت' });
    await consultant.page.goto(`${server.url}/dashboard?tab=schedule`);
    const section = consultant.page.getByRole('region', { name: 'تقویم‌های شما (زمان‌های پر)' });
    await section.getByLabel('نشانی تقویم (https یا webcal)').fill(`${ics.url}/work.ics`);
    await section.getByLabel('نام تقویم (اختیاری)').fill('تقویم کاری');
    await section.getByRole('button', { name: 'افزودن تقویم' }).click();
    await section.getByText('تقویم افزوده شد؛ تا چند دقیقهٔ دیگر خوانده می‌شود').waitFor();
    await section.getByText('هنوز خوانده نشده؛ تا چند دقیقهٔ دیگر خوانده می‌شود').waitFor();

    // the job's run, as its period passing would make it
    expect(await outsideCalendarsUseCasesFor(server.deps, server.app.log).refreshCalendars.execute()).toEqual({ read: 1, failed: 0 });
    await consultant.page.reload();
    await section.getByText(/آخرین خواندن: .* — ۱ زمان پر/).waitFor();
    const blocked = section.getByRole('group', { name: 'زمان‌هایی که رویدادهای تقویم شما می‌بندد' });
    await blocked.getByText(`${formatJalaliLong(day)}، ساعت ${toPersianDigits('10:00')} — مشاوره با تقویم`).waitFor();
    expect(await blocked.getByText(/۱۲:۰۰/).count()).toBe(0);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, 'schedule-outside-calendars-desktop.png') });

    // the agenda's day lists the empty slot the meeting blocks
    await consultant.page.goto(`${server.url}/dashboard?tab=agenda`);
    const agendaDay = await showWeekOf(consultant.page, day);
    const blockedThere = agendaDay.getByRole('list', { name: AGENDA_TEXTS.blockedList });
    await blockedThere.getByText(`ساعت ${toPersianDigits('10:00')} · مشاوره با تقویم`).waitFor();
    expect(await blockedThere.getByText(/۱۲:۰۰/).count()).toBe(0);
    await agendaDay.screenshot({ path: path.join(SCREENSHOT_DIR, 'agenda-blocked-slots-desktop.png') });
    await consultant.context.close();

    const customer = await newPage(browser, 'desktop');
    await customer.page.goto(`${server.url}/reservation/${typeId}`);
    const dayLink = customer.page.locator(`a[data-date="${day}"]`);
    await customer.page.getByRole('link', { name: 'ماه قبل' }).waitFor();
    if (!(await dayLink.isVisible())) await customer.page.getByRole('link', { name: 'ماه بعد' }).click();
    await dayLink.click();
    const times = customer.page.getByRole('list', { name: 'زمان‌های این روز' });
    await times.getByRole('button', { name: toPersianDigits('12:00'), exact: true }).waitFor();
    // the meeting's hour is there, greyed and not to be chosen, without saying why
    const busy = times.getByRole('button', { name: `${toPersianDigits('10:00')} ${BUSY_LABEL}`, exact: true });
    expect(await busy.isDisabled()).toBe(true);
    expect(await times.getByRole('button', { name: toPersianDigits('10:00'), exact: true }).count()).toBe(0);
    await screenshot(customer.page, 'booking-busy-slot-desktop');
    await customer.context.close();
  });
});
