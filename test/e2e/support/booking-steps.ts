import type { Page } from 'playwright-core';
import type { TestServer } from '../../server/support/test-server';

/** Opens the booking screen of the second demo type from the reservations list; returns its path. */
export async function openSecondType(page: Page, server: TestServer): Promise<string> {
  await page.goto(`${server.url}/reservations`);
  await page.getByRole('article').nth(1).getByRole('link', { name: 'درخواست مشاوره' }).click();
  await page.waitForURL(/\/reservation\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: /^رزرو / }).waitFor();
  return new URL(page.url()).pathname;
}

/**
 * Chooses a day that still has a free slot, and that slot; returns the day's label and the slot's time.
 * It goes by what the screen shows, not by position: an open day may have every slot taken (an
 * earlier test booked the last one of today), so it tries each open day in order, month by month.
 */
export async function chooseFirstFreeSlot(page: Page): Promise<{ day: string; time: string }> {
  const calendar = page.getByRole('region', { name: 'انتخاب تاریخ' });
  const slots = page.getByRole('list', { name: 'زمان‌های این روز' });
  const nextMonth = calendar.getByRole('link', { name: 'ماه بعد' });
  for (;;) {
    // the days are links; one that cannot be chosen has no address
    const openDays = calendar.locator('a[data-date][href]');
    const count = await openDays.count();
    for (let index = 0; index < count; index += 1) {
      const openDay = openDays.nth(index);
      const date = (await openDay.getAttribute('data-date'))!;
      const day = (await openDay.getAttribute('aria-label'))!;
      await openDay.click();
      await calendar.locator(`a[data-date="${date}"][aria-current="date"]`).waitFor();
      await slots.waitFor();
      const free = slots.locator('button:not([disabled])');
      if ((await free.count()) === 0) continue;
      const slot = free.first();
      const time = (await slot.innerText()).trim();
      await slot.click();
      await slots.getByRole('button', { name: time, pressed: true }).waitFor();
      return { day, time };
    }
    if ((await nextMonth.getAttribute('aria-disabled')) === 'true') throw new Error('no day on the calendar has a free slot');
    // a month not read yet shows once its slots arrive: wait for its days before looking at them
    const shown = await calendar.getByRole('group', { name: /^روزهای / }).getAttribute('aria-label');
    await nextMonth.click();
    await page.waitForFunction((label) => !document.querySelector(`[role="group"][aria-label="${label}"]`), shown);
  }
}
