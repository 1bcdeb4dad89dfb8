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

/** Chooses the first open day and its first free slot; returns the day's label and the slot's time. */
export async function chooseFirstFreeSlot(page: Page): Promise<{ day: string; time: string }> {
  const calendar = page.getByRole('region', { name: 'انتخاب تاریخ' });
  const openDay = calendar.locator('button[data-date]:not([disabled])').first();
  const day = (await openDay.getAttribute('aria-label'))!;
  await openDay.click();
  const slot = page.getByRole('list', { name: 'زمان‌های این روز' }).locator('button:not([disabled])').first();
  await slot.waitFor();
  const time = (await slot.innerText()).trim();
  await slot.click();
  return { day, time };
}
