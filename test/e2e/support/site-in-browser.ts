import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from '../../server/support/test-server';

/**
 * For one describe block: a seeded server on the real clock and a Chromium, both closed after
 * the block. `use` receives them once they are up.
 */
export function withSiteInBrowser(use: (server: TestServer, browser: Browser) => void): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, realClock: true });
    browser = await launchBrowser();
    use(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
