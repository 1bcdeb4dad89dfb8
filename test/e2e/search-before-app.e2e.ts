import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { newSlowedPhonePage } from './support/slowed-phone';
import { startTestServer, type TestServer } from '../server/support/test-server';

/** The header's search on the slowed phone: Enter pressed the instant the page shows is never lost. */
describe('searching before the app answers', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, realClock: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the results of a term typed and entered as soon as the search box shows', async () => {
    const { context, page } = await newSlowedPhonePage(browser);
    // a phone held sideways: the search box sits in the header (narrower, it is inside the menu, which waits for the app)
    await page.setViewportSize({ width: 740, height: 360 });
    await page.goto(`${server.url}/about-me`, { waitUntil: 'commit' });
    const box = page.locator('input[name="searchTerm"]:visible').first();
    await box.waitFor();
    const early = await page.evaluate(() => document.documentElement.dataset.interactive !== 'true');
    await box.fill('مالیات');
    await box.press('Enter');
    await page.waitForURL(/\/search\?searchTerm=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('searchTerm') ?? '')).toBe('مالیات');
    await page.getByRole('article').first().waitFor();
    // the test means something only if the tap came before the app answered; say so when it did not
    if (!early) console.log('search-before-app: the app had already taken the page over when the box showed');
    await context.close();
  });

  it('shows the phone menu button as not ready until the app can open its menu', async () => {
    const { context, page } = await newSlowedPhonePage(browser);
    await page.goto(`${server.url}/about-me`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'منوی سایت' });
    await menu.waitFor();
    if (await page.evaluate(() => document.documentElement.dataset.interactive !== 'true')) expect(await menu.isDisabled()).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    expect(await menu.isEnabled()).toBe(true);
    await menu.click();
    await page.getByRole('navigation', { name: 'منوی سایت' }).waitFor();
    await context.close();
  });
});
