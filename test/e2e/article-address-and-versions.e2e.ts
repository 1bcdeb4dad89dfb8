import type { Browser } from 'playwright-core';
import { newPage } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { articleForm, call, makeCategory } from '../server/support/admin-content';

/** Where screenshots of the versions panel go, for a person to look at. */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

describe("an article's address and versions in a real browser", () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it("publishes an article autosaved under one title and retitled at the published title's address", async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInAs(context, server, { isAdmin: true });
    await makeCategory(server, 'دسته آزمون نشانی');
    await page.goto(`${server.url}/dashboard?tab=addPost`);
    await page.getByLabel('عنوان مقاله').fill('راهنمای اظهارنامه svg');
    await page.getByRole('textbox', { name: 'متن مقاله' }).click();
    await page.keyboard.type('نخستین بند مقاله');
    await page.getByText('ذخیره شد').waitFor({ timeout: 15_000 });
    await page.waitForURL(/tab=updatePost\//);
    const postId = new URL(page.url()).searchParams.get('tab')!.split('/')[1];
    const slugNow = async () =>
      (await server.db.selectFrom('posts').select('slug').where('id', '=', postId).executeTakeFirstOrThrow()).slug;
    expect(await slugNow()).toBe('راهنمای-اظهارنامه-svg');

    await page.getByLabel('عنوان مقاله').fill('راهنمای اظهارنامه');
    await page.getByLabel('دسته بندی').selectOption({ label: 'دسته آزمون نشانی' });
    await page.getByRole('button', { name: 'افزودن مقاله' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/post/راهنمای-اظهارنامه');
    await page.getByRole('heading', { level: 1, name: 'راهنمای اظهارنامه' }).waitFor();
    const old = await fetch(`${server.url}/post/${encodeURIComponent('راهنمای-اظهارنامه-svg')}`, { redirect: 'manual' });
    expect(old.status).toBe(404);
    expect(await slugNow()).toBe('راهنمای-اظهارنامه');
    await context.close();
  }, 120_000);

  it('lists, compares and restores an earlier version in the editor', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const admin = await signInAs(context, server, { isAdmin: true });
    const category = await makeCategory(server, 'دسته آزمون نسخه');
    const first = '<p>نرخ مالیات بر ارزش افزوده امسال نه درصد است.</p><p>مهلت تسلیم اظهارنامه پانزده روز پس از پایان فصل است.</p>';
    const created = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: 'نرخ مالیات امسال', category, content: first }),
    });
    const { id } = await server.db.selectFrom('posts').select('id').where('slug', '=', created.body.slug).executeTakeFirstOrThrow();
    server.clock.advance(60_000);
    const second =
      '<p>نرخ مالیات بر ارزش افزوده امسال ده درصد است.</p><p>مهلت تسلیم اظهارنامه پانزده روز پس از پایان فصل است.</p><p>بند تازه درباره معافیت‌ها.</p>';
    await call(server, 'PUT', `/api/post/updatepost/${id}/${admin.id}`, {
      cookie: admin.cookie,
      form: articleForm({ title: 'نرخ تازه مالیات', content: second }),
    });

    await page.goto(`${server.url}/dashboard?tab=updatePost/${id}`);
    const panel = page.getByRole('region', { name: 'نسخه‌های پیشین' });
    await panel.getByRole('listitem').first().waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(1);
    await panel.getByRole('button', { name: 'مقایسه' }).click();
    await panel.locator('del', { hasText: 'نه' }).first().waitFor();
    // the title's new word, the text's changed word and its new paragraph (the legend's own <ins> aside)
    expect(await panel.locator('section ins').allTextContents()).toEqual(['تازه ', 'ده', 'بند تازه درباره معافیت‌ها.']);
    expect(await panel.locator('section del').allTextContents()).toEqual([' امسال', 'نه']);
    await panel.screenshot({ path: `${SHOTS}/article-versions-panel.png` });

    await panel.getByRole('button', { name: 'بازگردانی' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'بازگردانی' }).click();
    await page.getByText('نسخه انتخاب‌شده بازگردانده شد').waitFor();
    expect(await page.getByLabel('عنوان مقاله').inputValue()).toBe('نرخ مالیات امسال');
    const stored = await server.db.selectFrom('posts').select(['title', 'slug']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: 'نرخ مالیات امسال', slug: created.body.slug });
    await context.close();
  }, 120_000);
});
