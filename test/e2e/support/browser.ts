import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium';
import { THEME_COOKIE, type ThemeName } from '../../../src/core/domain/theme';

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/screenshots');

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** where the run's one Chromium (started by global-setup.ts) takes connections */
export const SHARED_BROWSER_ENDPOINT = 'E2E_BROWSER_ENDPOINT';

/** The run's one Chromium, started before the first test file and closed after the last. */
export async function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * A browser for one test file: a connection to the run's one Chromium (a second a file less than
 * launching and closing one), or, outside a jest run of the browser tests (a benchmark), a
 * Chromium of its own. Closing it closes what the file opened in it; each page is in a context
 * of its own, with its own cookies and storage, either way.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENDPOINT];
  return shared ? chromium.connect(shared) : chromium.launch(LAUNCH_OPTIONS);
}

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  waitForTakeOverOnLoad(page);
  return { context, page };
}

/**
 * Each page comes as server-rendered HTML, which shows before the app has taken it over and
 * answers clicks and keys: after a full load (goto, reload) the page waits for the app's mark.
 */
export function waitForTakeOverOnLoad(page: Page): void {
  // pages of the app only: the sandbox bank's page, say, has no #root and no app
  const takenOver = () =>
    page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takenOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takenOver();
    return response;
  };
}

/**
 * What `locator` reads once the app's render after taking the page over has been painted (two
 * frames on) and it reads `expected`; if it never does within `timeout`, what it reads then.
 * For text the app adds after taking the page over (a visitor's own clock): the page's mark is
 * set in the pass that starts that render, not after it.
 */
export async function textOnceItReads(locator: Locator, expected: string, timeout = 5000): Promise<string | null> {
  await locator.page().evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  return readUntil(
    () => locator.textContent(),
    (text) => text === expected,
    timeout,
  );
}

/** `read` every 50 ms until what it reads is `done`; after `timeout` ms, what it reads then. */
async function readUntil<T>(read: () => Promise<T>, done: (read: T) => boolean, timeout: number): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What a visitor reads in `locator` once they have scrolled to it: the browser lays out a part
 * below the first screen only when it comes near the viewport (content-visibility: auto), and
 * until then reads it as no text (innerText). Scrolled into view, then read until it has text,
 * for at most `timeout` ms (a page without JavaScript runs no frame callback to wait on).
 */
export async function textWhenScrolledTo(locator: Locator, timeout = 3000): Promise<string> {
  await locator.scrollIntoViewIfNeeded();
  return readUntil(
    () => locator.innerText(),
    (text) => text.trim() !== '',
    timeout,
  );
}

/** The theme a returning visitor chose: the cookie the server renders each page in (the test sites are on 127.0.0.1). */
export async function chooseTheme(context: BrowserContext, theme: ThemeName): Promise<void> {
  await context.addCookies([{ name: THEME_COOKIE, value: theme, url: 'http://127.0.0.1/', sameSite: 'Lax' }]);
}

/** Keeps a picture of the page for a person to look at (test-results/screenshots). */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
