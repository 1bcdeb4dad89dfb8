import type { BrowserServer } from 'playwright-core';

/**
 * The run's one Chromium, from global setup to global teardown (both run in jest's parent
 * process, on one object: this module is loaded once there).
 */
const holder = globalThis as typeof globalThis & { e2eSharedBrowser?: BrowserServer };

export function keepSharedBrowser(browser: BrowserServer): void {
  holder.e2eSharedBrowser = browser;
}

export async function closeSharedBrowser(): Promise<void> {
  await holder.e2eSharedBrowser?.close();
  holder.e2eSharedBrowser = undefined;
}
