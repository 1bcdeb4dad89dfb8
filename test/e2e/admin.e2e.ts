import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { adminPage } from './support/admin-page';
import type { TestServer } from '../server/support/test-server';
import { demoCoverPng } from '../../server/seed/demo-image';

async function useDarkTheme(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'تغییر به حالت تیره' }).first().click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
}

describe('the admin writing desk in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('creates a category, writes and publishes an article with an image, edits it and deletes it', async () => {
    const { context, page, admin } = await adminPage(browser, server);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/dashboard?tab=categories`);
    await page.getByRole('button', { name: 'افزودن دسته بندی جدید' }).click();
    const dialog = page.getByRole('dialog', { name: 'افزودن دسته بندی' });
    await dialog.getByLabel('عنوان دسته بندی').fill('مالیات بر ارزش افزوده');
    await dialog.getByRole('button', { name: 'افزودن' }).click();
    await page.getByText('دسته بندی با موفقیت اضافه شد!').waitFor();
    // the new category's row, with how many articles it holds: none yet
    await page.getByRole('cell').filter({ hasText: 'مالیات بر ارزش افزوده' }).filter({ hasText: '۰ مقاله' }).waitFor();

    await page.goto(`${server.url}/dashboard?tab=posts`);
    await page.getByText('هنوز مقاله ای اضافه نکردید').waitFor();
    await page.getByRole('link', { name: 'افزودن مقاله جدید' }).click();
    await page.waitForURL(/tab=addPost/);

    await page
      .getByLabel('تصویر مقاله')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: demoCoverPng([13, 71, 161], [0, 150, 136], 3) });
    await page.getByLabel('عنوان مقاله').fill('راهنمای مالیات بر ارزش افزوده');
    await page.getByLabel('متن جایگزین تصویر').fill('نمودار مالیات بر ارزش افزوده');
    const category = await server.db
      .selectFrom('categories')
      .select('id')
      .where('title', '=', 'مالیات بر ارزش افزوده')
      .executeTakeFirstOrThrow();
    await page.getByLabel('دسته بندی').selectOption(category.id);

    const body = page.getByRole('textbox', { name: 'متن مقاله' });
    await body.click();
    await page.getByRole('button', { name: 'عنوان ۲' }).click();
    await page.keyboard.type('مقدمه');
    await page.keyboard.press('Enter');
    await page.keyboard.type('متن اول مقاله');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'فهرست نقطه‌ای' }).click();
    await page.keyboard.type('یک');
    await page.keyboard.press('Enter');
    await page.keyboard.type('دو');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('بیشتر بخوانید: ');
    await page.getByRole('button', { name: 'پیوند', exact: true }).click();
    await page.getByLabel('نشانی پیوند').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'افزودن پیوند' }).click();
    await page.getByText('فقط پیوندهای http، https، mailto و tel پذیرفته می‌شوند').waitFor();
    await page.getByLabel('نشانی پیوند').fill('https://example.com/vat');
    await page.getByRole('button', { name: 'افزودن پیوند' }).click();
    await body.locator('a[href="https://example.com/vat"]').waitFor();
    await page.getByRole('checkbox', { name: 'حضور در رسانه' }).check();
    await screenshot(page, 'admin-editor-desktop-light');

    await page.getByRole('button', { name: 'افزودن مقاله', exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/post/راهنمای-مالیات-بر-ارزش-افزوده');
    const post = await server.db.selectFrom('posts').selectAll().where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(post).toMatchObject({
      slug: 'راهنمای-مالیات-بر-ارزش-افزوده',
      title: 'راهنمای مالیات بر ارزش افزوده',
      category_id: category.id,
      in_media: true,
    });
    expect(post.content).toBe(
      '<h2>مقدمه</h2><p>متن اول مقاله</p><ul><li>یک</li><li>دو</li></ul><p>بیشتر بخوانید: <a href="https://example.com/vat">https://example.com/vat</a></p>',
    );
    const imageFile = path.join(server.config.uploadDir, post.image!.slice('uploads/'.length));
    expect(fs.existsSync(imageFile)).toBe(true);
    expect((await page.request.get(`${server.url}/${post.image}`)).status()).toBe(200);

    await page.goto(`${server.url}/dashboard?tab=posts`);
    const row = page.getByRole('row').filter({ hasText: 'راهنمای مالیات بر ارزش افزوده' });
    await row.getByRole('cell', { name: 'مالیات بر ارزش افزوده', exact: true }).waitFor();
    expect(await row.getByRole('link', { name: 'راهنمای مالیات بر ارزش افزوده', exact: true }).getAttribute('href')).toBe(
      `/post/${post.slug}`,
    );
    await screenshot(page, 'admin-posts-desktop-light');
    await row.getByTitle('ویرایش').click();

    await page.waitForURL(/tab=updatePost/);
    const title = page.getByLabel('عنوان مقاله');
    await title.waitFor();
    expect(await title.inputValue()).toBe('راهنمای مالیات بر ارزش افزوده');
    await page.getByRole('textbox', { name: 'متن مقاله' }).locator('h2', { hasText: 'مقدمه' }).waitFor();
    expect(await page.getByLabel('دسته بندی').inputValue()).toBe(category.id);
    expect(await page.getByRole('checkbox', { name: 'حضور در رسانه' }).isChecked()).toBe(true);
    await title.fill('راهنمای کامل مالیات بر ارزش افزوده');
    await page.getByRole('button', { name: 'بروزرسانی مقاله' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/post/${post.slug}`);
    const edited = await server.db.selectFrom('posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(edited).toMatchObject({
      title: 'راهنمای کامل مالیات بر ارزش افزوده',
      slug: post.slug,
      content: post.content,
      image: post.image,
      in_media: true,
    });

    await page.goto(`${server.url}/dashboard?tab=posts`);
    const editedRow = page.getByRole('row').filter({ hasText: 'راهنمای کامل مالیات بر ارزش افزوده' });
    await editedRow.getByTitle('حذف').click();
    await page.getByRole('dialog', { name: 'آیا از حذف این مقاله اطمینان دارید؟' }).getByRole('button', { name: 'حذف' }).click();
    await page.getByText('مقاله با موفقیت حذف شد').waitFor();
    await page.getByText('هنوز مقاله ای اضافه نکردید').waitFor();
    expect(await server.db.selectFrom('posts').select('id').where('id', '=', post.id).execute()).toEqual([]);
    expect(fs.existsSync(imageFile)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['phone', 'light'],
    ['phone', 'dark'],
  ] as const)('lays out the admin tabs and the editor on %s in the %s theme', async (viewport, theme) => {
    const { context, page, admin } = await adminPage(browser, server, viewport);
    const category = await server.db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow();
    const form = new FormData();
    form.append('title', 'کنترل‌های داخلی در شرکت‌های کوچک و متوسط');
    form.append('category', category.id);
    form.append('content', '<p>متن</p>');
    form.append('coverAlt', 'تصویر کنترل‌های داخلی');
    form.append(
      'image',
      new Blob([new Uint8Array(demoCoverPng([62, 39, 35], [255, 143, 0], 4, 320, 180))], { type: 'image/png' }),
      'cover.png',
    );
    expect((await fetch(`${server.url}/api/post/create`, { method: 'POST', headers: { cookie: admin.cookie }, body: form })).status).toBe(
      201,
    );
    await page.goto(`${server.url}/dashboard?tab=categories`);
    await page.getByRole('columnheader', { name: 'عنوان' }).waitFor();
    if (theme === 'dark') await useDarkTheme(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, `admin-categories-${viewport}-${theme}`);

    await page.getByRole('button', { name: 'افزودن دسته بندی جدید' }).click();
    await page.getByLabel('عنوان دسته بندی').fill('مل');
    await screenshot(page, `admin-category-modal-${viewport}-${theme}`);
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/dashboard?tab=posts`);
    await page.getByRole('link', { name: 'کنترل‌های داخلی در شرکت‌های کوچک و متوسط', exact: true }).waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, `admin-posts-${viewport}-${theme}`);

    await page.goto(`${server.url}/dashboard?tab=addPost`);
    await page.getByRole('textbox', { name: 'متن مقاله' }).click();
    await page.getByRole('button', { name: 'عنوان ۱' }).click();
    await page.keyboard.type('عنوان نمونه');
    await page.keyboard.press('Enter');
    await page.keyboard.type('پاراگراف با تورفتگی');
    await page.getByRole('button', { name: 'افزایش تورفتگی' }).click();
    await page.getByRole('button', { name: 'افزایش تورفتگی' }).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `admin-editor-${viewport}-${theme}`);
    await context.close();
  });
});
