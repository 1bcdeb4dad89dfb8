import type { Browser } from 'playwright-core';
import { newPage, screenshot, VIEWPORTS } from './browser';

/**
 * The confirmation's HTML part as a mail client that renders HTML shows it: right to left, the
 * owner's name in it, and the reader's dark scheme followed. Screenshots: mail-html-light, -dark.
 */
export async function looksRightInChromium(browser: Browser, html: string, ownerName: string) {
  const { context, page } = await newPage(browser, 'phone');
  // a mail client loads nothing the message does not carry: no scripts, no remote styles
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html);
  const body = page.locator('body');
  expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  expect(await page.getByText(ownerName).first().isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  const cardColour = () =>
    page
      .locator('table')
      .nth(1)
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  const light = await cardColour();
  await screenshot(page, 'mail-html-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await cardColour();
  expect(dark).not.toBe(light);
  await screenshot(page, 'mail-html-dark');
  await context.close();
}
