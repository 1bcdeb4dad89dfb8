import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, chooseTheme } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import type { TestServer } from '../server/support/test-server';

const CONTROLS_TITLE = 'کنترل‌های داخلی در شرکت‌های کوچک';

describe('the blog in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  /** Makes lazy covers load (a full-page screenshot does not scroll) and waits for every image. */
  const settleImages = async (page: Page) => {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  };

  it('finds the Persian article for an Arabic-form query typed in the header, opens it and follows a related article', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    const box = page.getByPlaceholder('جستجو کنید');
    await box.fill('كنترلهاي داخلي');
    await box.press('Enter');
    await page.waitForURL(/\/search\?searchTerm=/);
    await page.getByText('نتایج جستجو برای «كنترلهاي داخلي»').waitFor();
    const result = page.getByRole('link', { name: CONTROLS_TITLE });
    await result.waitFor();

    await result.click();
    await page.waitForURL(`${server.url}/post/${encodeURIComponent('کنترل-های-داخلی-در-شرکت-های-کوچک')}`);
    await page.getByRole('heading', { name: CONTROLS_TITLE, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${CONTROLS_TITLE} | مشاوره مالی و حسابرسی`);
    expect(await page.getByText('حداقل کنترل‌های لازم').evaluate((node) => node.tagName)).toBe('H2');

    const related = page.getByRole('region', { name: 'مقالات مرتبط' });
    const next = related.getByRole('link').first();
    const nextTitle = (await next.textContent())!;
    await next.click();
    await page.getByRole('heading', { name: nextTitle, level: 1 }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(/^\/post\//);
    await context.close();
  });

  it('finds articles with Arabic yeh in the search page address', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/search?searchTerm=${encodeURIComponent('ماليات')}`);
    await page.getByRole('link', { name: 'راهنمای تنظیم اظهارنامه مالیاتی اشخاص حقوقی' }).waitFor();
    expect(await page.locator('main ul > li').count()).toBe(3);
    await context.close();
  });

  it('loads the next page with مشاهده بیشتر and then hides the button', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/search`);
    const cards = page.locator('main ul > li');
    await cards.nth(8).waitFor();
    expect(await cards.count()).toBe(9);
    await page.getByRole('button', { name: 'مشاهده بیشتر' }).click();
    await cards.nth(9).waitFor();
    expect(await page.getByRole('button', { name: 'مشاهده بیشتر' }).count()).toBe(0);
    await context.close();
  });

  it('lists only media articles on /media and opens one under /media', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/media`);
    await page.getByRole('heading', { name: 'حضور در رسانه', level: 1 }).waitFor();
    const cards = page.locator('main ul > li');
    await cards.nth(2).waitFor();
    expect(await cards.count()).toBe(3);
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/media\//);
    await page.locator('h1').waitFor();
    await context.close();
  });

  it("serves the article's title and Open Graph tags before any script", async () => {
    const response = await fetch(`${server.url}/post/${encodeURIComponent('کنترل-های-داخلی-در-شرکت-های-کوچک')}`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('<script'));
    expect(head).toContain(`<title>${CONTROLS_TITLE} | مشاوره مالی و حسابرسی</title>`);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/demo\/cover-5\.png">/);
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`looks right: list and article, ${viewport}, ${theme}`, async () => {
        const { context, page } = await newPage(browser, viewport);
        await chooseTheme(context, theme);
        await page.goto(`${server.url}/search`);
        await page.locator('main ul > li').nth(8).waitFor();
        await settleImages(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `blog-list-${viewport}-${theme}`);

        await page.goto(`${server.url}/post/${encodeURIComponent('کنترل-های-داخلی-در-شرکت-های-کوچک')}`);
        await page.getByRole('region', { name: 'مقالات مرتبط' }).waitFor();
        await settleImages(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `blog-article-${viewport}-${theme}`);
        await context.close();
      });
    }
  }
});
