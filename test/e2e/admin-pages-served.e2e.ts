import type { Browser, BrowserContext } from 'playwright-core';
import { newPage, screenshot, VIEWPORTS } from './support/browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInDirectly } from '../server/support/sign-in-directly';
import { SESSION_COOKIE } from '../../server/modules/account';
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';
import { IMAGE_CONTENT_ERROR } from '../../src/core/domain/image-rules';
import { EDITOR_NOT_READY } from '../../src/ui/features/admin/editor/editor-placeholder';

/** A page the server drew: something inside #root (an empty one is left for the browser). */
const RENDERED = /<div id="root">(?!<\/div>)/;

/** The server's log lines at error level (pino's 50) or above. */
function errorLines(lines: string[]): string[] {
  return lines.filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return false;
    }
  });
}

/** The consultant's pages as the server sends them, and the guards in front of them, in a real browser on the built site. */
describe('the admin pages served as HTML, and the guards', () => {
  let server: TestServer;
  let browser: Browser;
  const log: string[] = [];

  withSiteInBrowser(
    (site, chromium) => {
      server = site;
      browser = chromium;
    },
    { log },
  );

  /** A browser that carries only the admin's session cookie: nothing saved in its local storage. */
  async function adminCookieOnly(context: BrowserContext): Promise<string> {
    const admin = await signInDirectly(server.db, { isAdmin: true });
    await context.addCookies([
      { name: SESSION_COOKIE, value: admin.cookie.slice(`${SESSION_COOKIE}=`.length), url: server.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    return admin.cookie;
  }

  it('draws every route for the signed-in admin on the server, with nothing logged at error level', async () => {
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json()) as {
      posts: Array<{ _id: string; slug: string }>;
    };
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
    const { _id: postId, slug } = posts.posts[0];
    const paths = [
      '/',
      '/about-me',
      '/audit',
      '/educational',
      '/services',
      '/reservations',
      `/reservation/${types.data[0]._id}`,
      '/search?searchTerm=%D9%85%D8%A7%D9%84%DB%8C%D8%A7%D8%AA',
      '/media',
      `/post/${encodeURIComponent(slug)}`,
      '/payment/callback?Authority=A1&Status=OK',
      '/no-such-page',
      '/dashboard',
      ...['profile', 'reservations', 'posts', 'addPost', 'categories', 'schedule', 'bookings', 'payments', `updatePost/${postId}`].map(
        (tab) => `/dashboard?tab=${tab}`,
      ),
      `/dashboard/updatePost/${postId}`,
    ];
    // a fresh server's first page waits for the renderer to load and compile: not what is measured here
    for (let tries = 0; tries < 20 && !RENDERED.test(await (await fetch(`${server.url}/about-me`)).text()); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const before = log.length;
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie: admin.cookie } });
      const html = await response.text();
      expect({ path, status: response.status, rendered: RENDERED.test(html) }).toEqual({
        path,
        status: path === '/no-such-page' ? 404 : 200,
        rendered: true,
      });
    }
    expect(errorLines(log.slice(before))).toEqual([]);
  });

  it('sends the add-article page drawn, with the editor visibly not ready, before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    await adminCookieOnly(context);
    const page = await context.newPage();
    const before = log.length;
    await page.goto(`${server.url}/dashboard?tab=addPost`);
    expect(page.url()).toContain('/dashboard?tab=addPost');
    await page.getByRole('heading', { name: 'افزودن مقاله' }).waitFor();
    expect(await page.getByText(EDITOR_NOT_READY).isVisible()).toBe(true);
    expect(await page.getByLabel('عنوان مقاله').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'افزودن مقاله' }).isDisabled()).toBe(true);
    expect(errorLines(log.slice(before))).toEqual([]);
    await screenshot(page, 'add-article-before-scripts');
    await context.close();
  });

  it('keeps an admin whose browser saved nothing on the add-article page, and the editor answers once the app runs', async () => {
    const { context, page } = await newPage(browser);
    await adminCookieOnly(context);
    await page.goto(`${server.url}/dashboard?tab=addPost`);
    const body = page.getByRole('textbox', { name: 'متن مقاله' });
    await body.waitFor();
    expect(page.url()).toContain('/dashboard?tab=addPost');
    expect(await page.getByText(EDITOR_NOT_READY).count()).toBe(0);
    expect(await page.getByLabel('عنوان مقاله').isEnabled()).toBe(true);

    // the app's own rules, in Persian, not the browser's bubble
    await page.getByRole('button', { name: 'افزودن مقاله' }).click();
    await page.getByText('عنوان مقاله الزامی است').waitFor();
    expect(await page.getByText('دسته بندی مقاله را انتخاب کنید').isVisible()).toBe(true);
    expect(await page.getByText('متن مقاله نمیتواند خالی باشد').isVisible()).toBe(true);
    expect(await page.getByLabel('عنوان مقاله').evaluate((input) => input === document.activeElement)).toBe(true);

    // an SVG named .png: refused as not a real picture, file and preview gone
    await page.getByLabel('تصویر مقاله').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
    });
    await page.getByText(IMAGE_CONTENT_ERROR).waitFor();
    expect(await page.getByText('تصویری انتخاب نشده است').isVisible()).toBe(true);
    expect(await page.getByAltText('تصویر مقاله').count()).toBe(0);
    expect(await page.getByLabel('تصویر مقاله').evaluate((input) => (input as HTMLInputElement).files?.length ?? 0)).toBe(0);
    await context.close();
  });

  it('sends the edit-article page drawn with the article, and takes it over without a hydration error', async () => {
    const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json()) as {
      posts: Array<{ _id: string; title: string }>;
    };
    const { _id: postId, title } = posts.posts[0];
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    await adminCookieOnly(noScript);
    const drawn = await noScript.newPage();
    await drawn.goto(`${server.url}/dashboard?tab=updatePost/${postId}`);
    expect(await drawn.getByLabel('عنوان مقاله').inputValue()).toBe(title);
    expect(await drawn.getByText(EDITOR_NOT_READY).isVisible()).toBe(true);
    await noScript.close();

    const { context, page } = await newPage(browser);
    await adminCookieOnly(context);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/dashboard/updatePost/${postId}`);
    await page.getByRole('textbox', { name: 'متن مقاله' }).waitFor();
    expect(await page.getByLabel('عنوان مقاله').inputValue()).toBe(title);
    expect(await page.getByRole('button', { name: 'بروزرسانی مقاله' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the new-article page over, with its publishing and search fields, without a hydration error', async () => {
    const { context, page } = await newPage(browser);
    await adminCookieOnly(context);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${server.url}/dashboard?tab=addPost`);
    await page.getByRole('textbox', { name: 'متن مقاله' }).waitFor();
    await page.getByLabel('عنوان سئو').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a signed-in customer on an admin tab, or the article editor's own address, to /login, which says why", async () => {
    const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json()) as { posts: Array<{ _id: string }> };
    const { context, page } = await newPage(browser);
    await signInAs(context, server);
    await page.goto(`${server.url}/dashboard?tab=categories`);
    await page.waitForURL(/\/login\?denied=admin$/);
    await page.getByText(ACCESS_REFUSAL_MESSAGES.admin).waitFor();
    await page.getByRole('heading', { name: 'ورود - ثبت نام' }).waitFor();
    await screenshot(page, 'login-after-admin-guard');

    await page.goto(`${server.url}/dashboard/updatePost/${posts.posts[0]._id}`);
    await page.waitForURL(/\/login\?denied=role$/);
    await page.getByText(ACCESS_REFUSAL_MESSAGES.role).waitFor();

    // the article list is theirs to open, with nothing in it
    await page.goto(`${server.url}/dashboard?tab=posts`);
    await page.getByText('هنوز مقاله ای اضافه نکردید').waitFor();
    expect(page.url()).toContain('/dashboard?tab=posts');
    await context.close();
  });
});
