import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, textWhenScrolledTo } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { startTestServer, type TestServer } from '../server/support/test-server';

/** the page has been given Vazirmatn (src/fonts.ts adds its files together once they have arrived) */
async function vazirmatnGiven(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.fonts].some((font) => font.family.replace(/"/g, '') === 'Vazirmatn' && font.status === 'loaded'),
  );
  await page.evaluate(() => document.fonts.ready);
}

describe('the site shell in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('renders the home page right-to-left in Persian with header and footer', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('fa');
    await page.getByRole('navigation', { name: 'پیوندهای اصلی' }).waitFor();
    expect(await textWhenScrolledTo(page.locator('footer'))).toContain('تمامی حقوق');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Vazirmatn');
    await screenshot(page, 'home-desktop-light');
    await context.close();
  });

  it('loads the Vazirmatn font from the site itself, never from elsewhere', async () => {
    const { context, page } = await newPage(browser);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto(server.url);
    await page.getByRole('navigation', { name: 'پیوندهای اصلی' }).waitFor();
    await vazirmatnGiven(page);
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((url) => url.startsWith(server.url))).toBe(true);
    await context.close();
  });

  it('draws the text in Vazirmatn once it has arrived: a paragraph, the title, a link of the header', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    await vazirmatnGiven(page);
    // the fonts the browser really drew each element's text with, as DevTools reports them
    const devtools = await context.newCDPSession(page);
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument', { depth: -1 });
    for (const selector of ['main p', 'h1', 'header nav a']) {
      const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
      // each weight's file names itself: "Vazirmatn", "Vazirmatn SemiBold", "Vazirmatn ExtraBold"
      const otherFonts = fonts
        .filter((font) => !font.isCustomFont || !/^Vazirmatn( |$)/.test(font.familyName))
        .map((font) => font.familyName);
      expect(fonts.length).toBeGreaterThan(0);
      expect({ selector, otherFonts }).toEqual({ selector, otherFonts: [] });
    }
    await context.close();
  });

  it('reaches every page of the navigation', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    const nav = page.getByRole('navigation', { name: 'پیوندهای اصلی' });
    for (const [label, path] of [
      ['رزرو مشاوره', '/reservations'],
      ['خدمات', '/services'],
      ['مقالات', '/search'],
      ['رسانه', '/media'],
      ['درباره من', '/about-me'],
      ['خانه', '/'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
    }
    await context.close();
  });

  it('shows the not-found page for an unknown path, sent with a 404 for crawlers', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'صفحه مورد نظر پیدا نشد' }).waitFor();
    await context.close();
  });

  it('keeps the dark theme across a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'تغییر به حالت روشن' }).waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
    expect(stored).toMatchObject({ version: 1, state: { theme: 'dark' } });
    await screenshot(page, 'home-desktop-dark');
    await context.close();
  });

  it('collapses the links into a menu on a small screen, with the login link in it', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(server.url);
    expect(await page.getByRole('navigation', { name: 'پیوندهای اصلی' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'منوی سایت' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'ورود', exact: true }).waitFor();
    await screenshot(page, 'home-phone-menu');
    await menu.getByRole('link', { name: 'درباره من' }).click();
    await page.waitForURL(`${server.url}/about-me`);
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  it('searches from the header box on Enter', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    const box = page.getByPlaceholder('جستجو کنید');
    await box.fill('مالیات');
    await box.press('Enter');
    await page.waitForURL(/\/search\?searchTerm=/);
    expect(new URL(page.url()).searchParams.get('searchTerm')).toBe('مالیات');
    expect(await box.inputValue()).toBe('');
    await context.close();
  });
});

describe('the HTML the server sends', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, realClock: true });
  });
  afterAll(async () => server?.close());

  it('carries a Persian title and description before any script runs', async () => {
    const html = await (await fetch(`${server.url}/about-me`)).text();
    expect(html).toMatch(/<html lang="?fa"? dir="?rtl"?/);
    expect(html).toMatch(/<title>[^<]*[\u0600-\u06FF][^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*[\u0600-\u06FF]/);
    expect(html).not.toContain('__PAGE_META__');
  });
});
