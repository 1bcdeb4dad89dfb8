import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, textWhenScrolledTo, VIEWPORTS } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import type { TestServer } from '../server/support/test-server';

/** Everything the page says went wrong: console errors (a failed hydration is one) and uncaught errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

describe('pages sent as HTML and taken over in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let bookingPath: string;
  let articlePath: string;
  /** the titles the no-script pages must show: two consultation types and the newest article */
  let titles: { firstType: string; secondType: string; article: string };

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  beforeAll(async () => {
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string; title: string }> };
    bookingPath = `/reservation/${types.data[1]._id}`;
    const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json()) as {
      posts: Array<{ slug: string; title: string }>;
    };
    articlePath = `/post/${encodeURIComponent(posts.posts[0].slug)}`;
    titles = { firstType: types.data[0].title, secondType: types.data[1].title, article: posts.posts[0].title };
  });

  it("shows each public page's content with JavaScript turned off", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const expectations: Array<[string, string]> = [
      ['/', 'مهدی رستگار'],
      // the newest articles, linked on the home page
      ['/', titles.article],
      // and the first page of every article
      ['/search', titles.article],
      ['/reservations', titles.firstType],
      [bookingPath, `رزرو ${titles.secondType}`],
      [articlePath, titles.article],
      ['/services', 'خدمات'],
    ];
    for (const [path, text] of expectations) {
      await page.goto(`${server.url}${path}`);
      // read where it is: what is below the first screen is laid out as it is scrolled to
      const where = page.locator('main').getByText(text).first();
      expect({ path, shown: (await textWhenScrolledTo(where)).includes(text) }).toEqual({ path, shown: true });
    }
    // the booking page's Jalali calendar is there too, before any script
    await page.goto(`${server.url}${bookingPath}`);
    expect(await page.getByRole('link', { name: 'ماه قبل' }).isVisible()).toBe(true);
    await screenshot(page, 'server-rendered-booking-no-script-360');
    await context.close();
  });

  it('takes each page over without a hydration error, and the page then answers clicks', async () => {
    for (const path of ['/', '/reservations', bookingPath, articlePath, '/search', '/media', '/about-me', '/no/such/page']) {
      const { context, page } = await newPage(browser);
      const errors = collectErrors(page);
      await page.goto(`${server.url}${path}`);
      await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect({ path, errors: errors.filter((error) => !error.includes('404 (Not Found)')) }).toEqual({ path, errors: [] });
      await context.close();
    }
  });

  it("lays out what is below a phone's first screen only as the visitor scrolls near it, and shows it then", async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(`${server.url}/`);
    /** false while the browser skips the element's part of the page (content-visibility: auto) */
    const laidOut = (selector: string) =>
      page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    const footerLink = 'footer a[href="/terms"]';
    const newestArticles = 'section[aria-labelledby="latest-posts-heading"] h2';
    expect(await laidOut('main h1')).toBe(true);
    expect(await laidOut(newestArticles)).toBe(false);
    expect(await laidOut(footerLink)).toBe(false);
    // still in the page for a screen reader and a search in the page
    expect(await page.getByRole('link', { name: 'قوانین و مقررات' }).count()).toBe(1);
    await page.locator(newestArticles).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }),
      newestArticles,
    );
    expect(await page.locator(newestArticles).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'قوانین و مقررات' }).click();
    await page.waitForURL(`${server.url}/terms`);
    await context.close();
  });

  it('sends the next page already dark once the visitor has chosen dark', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/about-me`);
    await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
    const html = await (await page.request.get(`${server.url}/services`)).text();
    expect(html).toContain('data-theme="dark"');
    await context.close();
  });

  it('filters the articles by category and clears a search with JavaScript turned off', async () => {
    const categories = (await (await fetch(`${server.url}/api/postcategory/getAllCategories`)).json()) as {
      categories: Array<{ _id: string; title: string; postCount: number }>;
    };
    const category = categories.categories.find((found) => found.postCount > 0)!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/search?searchTerm=${encodeURIComponent('مالی')}`);
    const filter = page.getByRole('group', { name: 'فیلتر بر اساس دسته بندی' });
    await filter.getByRole('button', { name: category.title }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === category._id);
    expect(new URL(page.url()).searchParams.get('searchTerm')).toBe('مالی');
    expect(await filter.getByRole('button', { name: category.title }).getAttribute('aria-pressed')).toBe('true');
    const shown = await page.locator('main article').count();
    await page.getByRole('link', { name: 'نمایش همه مقالات' }).click();
    await page.waitForURL((url) => !url.searchParams.has('searchTerm'));
    expect(new URL(page.url()).searchParams.get('category')).toBe(category._id);
    expect(await page.locator('main article').count()).toBe(Math.min(category.postCount, 9));
    expect(shown).toBeLessThanOrEqual(await page.locator('main article').count());
    await context.close();
  });
});
