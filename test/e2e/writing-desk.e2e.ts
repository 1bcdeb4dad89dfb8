import type { Browser } from 'playwright-core';
import { newPage } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { articleForm, call, makeCategory } from '../server/support/admin-content';
import { insertPosts } from '../server/support/insert-posts';
import { contentUseCases } from '../../server/modules/content';
import { tehranPublishFields } from '../../src/core/domain/post-state';

const HOUR = 3600_000;

describe('the writing desk in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('asks before leaving an article with unsaved changes for another tab, and stays or leaves as told', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const admin = await signInAs(context, server, { isAdmin: true });
    const [postId] = await insertPosts(server.db, [{ title: 'مقاله منتشرشده', userId: admin.id, image: null }]);
    await page.goto(`${server.url}/dashboard?tab=updatePost/${postId}`);
    const title = page.getByLabel('عنوان مقاله');
    await title.fill('مقاله منتشرشده با ویرایش تازه');
    await page.getByRole('link', { name: 'مقالات من' }).click();
    const dialog = page.getByRole('dialog', { name: 'تغییرات ذخیره‌نشده‌ای دارید. از این صفحه خارج می‌شوید؟' });
    await dialog.getByRole('button', { name: 'ماندن در صفحه' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('مقاله منتشرشده با ویرایش تازه');
    expect(page.url()).toContain(`tab=updatePost/${postId}`);
    await page.getByRole('link', { name: 'مقالات من' }).click();
    await dialog.getByRole('button', { name: 'خروج بدون ذخیره' }).click();
    await page.getByRole('heading', { name: 'مقالات من' }).waitFor();
    expect(page.url()).toContain('tab=posts');
    // a published article is never autosaved: the edit is gone, the stored title stays
    const stored = await server.db.selectFrom('posts').select('title').where('id', '=', postId).executeTakeFirstOrThrow();
    expect(stored.title).toBe('مقاله منتشرشده');
    await context.close();
  }, 120_000);

  it('keeps a new article as a draft as the writer types: the edit page of it survives a reload', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInAs(context, server, { isAdmin: true });
    await page.goto(`${server.url}/dashboard?tab=addPost`);
    await page.getByLabel('عنوان مقاله').fill('پیش‌نویس ماندگار');
    await page.getByRole('textbox', { name: 'متن مقاله' }).click();
    await page.keyboard.type('نخستین بند مقاله');
    await page.getByText('ذخیره شد').waitFor({ timeout: 15_000 });
    await page.waitForURL(/tab=updatePost\//);
    await page.reload();
    await page.getByRole('textbox', { name: 'متن مقاله' }).getByText('نخستین بند مقاله').waitFor();
    expect(await page.getByLabel('عنوان مقاله').inputValue()).toBe('پیش‌نویس ماندگار');
    expect(await page.getByRole('radio', { name: 'پیش‌نویس' }).isChecked()).toBe(true);
    // a draft is no article for visitors
    const list = await call(server, 'GET', '/api/post/getposts?limit=50');
    expect(list.body.posts.map((post: { title: string }) => post.title)).not.toContain('پیش‌نویس ماندگار');
    await context.close();
  }, 120_000);

  it('shows a scheduled article on the public list at its time, and not before', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const admin = await signInAs(context, server, { isAdmin: true });
    const category = await makeCategory(server, 'برنامه‌ریزی مالی');
    const at = tehranPublishFields(new Date(server.clock.now().getTime() + 2 * HOUR));
    const created = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({
        title: 'مقاله زمان‌بندی‌شده',
        category,
        content: '<p>در زمان خودش</p>',
        state: 'scheduled',
        publishDate: at.date,
        publishTime: at.time,
      }),
    });
    expect(created.status).toBe(201);
    const publishDue = () =>
      contentUseCases(server.deps.content, { files: server.deps.files, clock: server.clock }).publishDuePosts.execute();

    expect(await publishDue()).toBe(0);
    await page.goto(`${server.url}/search`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('مقاله زمان‌بندی‌شده').count()).toBe(0);

    server.clock.advance(2 * HOUR + 60_000);
    try {
      expect(await publishDue()).toBe(1);
      await page.reload();
      await page.getByText('مقاله زمان‌بندی‌شده').first().waitFor();
    } finally {
      server.clock.advance(-(2 * HOUR + 60_000));
    }
    await context.close();
  }, 120_000);
});
