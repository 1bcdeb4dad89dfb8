import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from './browser';

/** The slowed phone of issue 16: 4× slower CPU, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips. */
export const SLOWED_PHONE = { cpuSlowdown: 4, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, latencyMs: 150 } as const;

/**
 * A phone-sized page on the slowed phone, through Chromium's own throttling (CDP). Unlike
 * newPage's, its goto does not wait for the app: the test acts the instant the page shows.
 */
export async function newSlowedPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOWED_PHONE.latencyMs,
    downloadThroughput: SLOWED_PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: SLOWED_PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWED_PHONE.cpuSlowdown });
  return { context, page };
}
