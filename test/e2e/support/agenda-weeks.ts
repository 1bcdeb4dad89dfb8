import type { Locator, Page } from 'playwright-core';
import { formatJalaliLong } from '../../../src/core/domain/jalali-date';

/** the weeks a phone booking's 30 days can reach, and one more */
const MOST_WEEKS = 6;

/** Moves the agenda, by its own links, to the week view holding `date`; answers that day's section. */
export async function showWeekOf(page: Page, date: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'جابه‌جایی در برنامه' });
  await nav.getByRole('link', { name: 'هفته', exact: true }).click();
  await nav.locator('a[aria-current="page"]', { hasText: 'هفته' }).waitFor();
  const label = formatJalaliLong(date);
  let before: string | null = null;
  for (let week = 0; week < MOST_WEEKS; week += 1) {
    // read in one go, once a week other than the one before is drawn (its days each under a heading): the day is on it, or later
    const answer = await page.waitForFunction(
      ([wanted, previous]) => {
        const range = document.querySelector('[data-testid="agenda-range"]')?.textContent ?? null;
        const days = [...document.querySelectorAll('[data-testid="agenda-day"]')].filter((section) => section.querySelector(':scope > h3'));
        if (range === previous || days.length === 0) return null;
        return { range, shown: days.some((section) => section.getAttribute('aria-label') === wanted) };
      },
      [label, before] as const,
    );
    const seen = (await answer.jsonValue()) as { range: string; shown: boolean };
    if (seen.shown) return page.getByRole('region', { name: label, exact: true });
    before = seen.range;
    await nav.getByRole('link', { name: 'هفته بعد', exact: true }).click();
  }
  throw new Error(`the agenda never showed ${date}`);
}
