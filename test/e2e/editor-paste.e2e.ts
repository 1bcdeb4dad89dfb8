import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { articleForm, call } from '../server/support/admin-content';
import { demoCoverPng } from '../../server/seed/demo-image';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/paste', name), 'utf8');

/** A paste as the browser delivers one: a paste event whose DataTransfer carries text/html and text/plain. */
async function paste(page: Page, html: string): Promise<void> {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'متن ساده');
    document
      .querySelector('[data-slate-editor]')!
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Nothing of the pasted page's scripts, handlers, styles or classes is in the editor, and nothing ran. */
async function expectNothingDangerous(page: Page, body: Locator): Promise<void> {
  expect(
    await body
      .locator('script, style, img, table, font, [class^="Mso"], [onclick], [onerror], [onmouseover], [style]:not([data-slate-spacer])')
      .count(),
  ).toBe(0);
  const html = await body.innerHTML();
  expect(html).not.toMatch(/Mso|mso-|docs-internal|javascript:|data:text|Comic|onclick|onerror/);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

/** How far the paragraph's text starts from its container's right edge (the page is right-to-left): its margin and padding. */
function textStartOffset(paragraph: Locator): Promise<number> {
  return paragraph.evaluate((p) => {
    const container = p.parentElement!.getBoundingClientRect();
    return container.right - p.getBoundingClientRect().right + parseFloat(getComputedStyle(p).paddingRight);
  });
}

async function layoutOf(page: Page, root: Locator) {
  await page.evaluate(() => document.fonts.ready);
  const indented = root.locator('p.indent-8');
  return {
    scrollWidth: await page.evaluate(() => document.scrollingElement!.scrollWidth),
    innerWidth: await page.evaluate(() => window.innerWidth),
    listStyle: await root
      .locator('ol')
      .first()
      .evaluate((ol) => getComputedStyle(ol).listStyleType),
    offset: await textStartOffset(indented),
    textWidth: await indented.evaluate(
      (p) => p.clientWidth - parseFloat(getComputedStyle(p).paddingLeft) - parseFloat(getComputedStyle(p).paddingRight),
    ),
  };
}

describe('the article editor in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it.each([
    ['Word', 'word.html', ['راهنمای مالیات بر ارزش افزوده'], 'مودیان حقیقی', 'کارت ملی', 'ورود به', 'https://tax.gov.ir/'],
    [
      'Google Docs',
      'google-docs.html',
      ['برنامه‌ریزی مالی خانواده'],
      'سه قاعده‌ی ساده',
      'بیمه‌ی درمان',
      'پس‌انداز',
      'https://example.com/budget?utm=docs',
    ],
  ])(
    'keeps the headings, bold, lists and links of a paste from %s and drops its scripts, handlers and styles',
    async (_, file, [heading], bold, bulleted, numbered, href) => {
      const { context, page } = await newPage(browser, 'desktop');
      await signInAs(context, server, { isAdmin: true });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}/dashboard?tab=addPost`);
      const body = page.getByRole('textbox', { name: 'متن مقاله' });
      await body.click();
      await paste(page, fixture(file));

      await body.locator('h1', { hasText: heading }).waitFor();
      expect(await body.locator('h2').count()).toBeGreaterThanOrEqual(1);
      await body.locator('strong', { hasText: bold }).first().waitFor();
      await body.locator('ul > li', { hasText: bulleted }).waitFor();
      await body.locator('ol > li', { hasText: numbered }).waitFor();
      await body.locator(`a[href="${href}"]`).waitFor();
      await expectNothingDangerous(page, body);
      await screenshot(page, `editor-paste-${file.replace('.html', '')}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('puts an uploaded picture with its alt text into the body, and asks for the alt text first', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInAs(context, server, { isAdmin: true });
    await page.goto(`${server.url}/dashboard?tab=addPost`);
    const body = page.getByRole('textbox', { name: 'متن مقاله' });
    await body.click();
    await page.keyboard.type('پیش از تصویر');
    await page.getByRole('button', { name: 'تصویر', exact: true }).click();
    await page
      .getByLabel('فایل تصویر داخل متن', { exact: true })
      .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: demoCoverPng([13, 71, 161], [0, 150, 136], 5) });
    await page.getByRole('button', { name: 'افزودن تصویر' }).click();
    await page.getByText('متن جایگزین تصویر داخل متن را بنویسید').waitFor();
    await page.getByLabel('متن جایگزین تصویر داخل متن', { exact: true }).fill('نمودار درآمد ماهانه');
    await page.getByRole('button', { name: 'افزودن تصویر' }).click();
    const image = body.locator('img[alt="نمودار درآمد ماهانه"]');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/posts\/[0-9a-f-]+\.png$/);
    await page.waitForFunction(() => (document.querySelector('[data-slate-editor] img') as HTMLImageElement | null)?.naturalWidth === 800);
    await context.close();
  });

  it('indents and numbers an article the same in the editor and on the public page of a 360 px phone', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const admin = await signInAs(context, server, { isAdmin: true });
    const category = await server.db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow();
    const picture = new FormData();
    picture.append('image', new Blob([new Uint8Array(demoCoverPng([200, 80, 20], [20, 80, 200], 9))], { type: 'image/png' }), 'wide.png');
    const upload = await call(server, 'POST', '/api/post/image', { cookie: admin.cookie, form: picture });
    expect(upload.status).toBe(201);
    const content = [
      '<h2>تورفتگی و فهرست</h2>',
      '<p class="indent-8">این بند هشت پله تورفته است و باید روی گوشی ۳۶۰ پیکسلی بی‌آنکه صفحه به پهلو بلغزد خوانا بماند؛ متنی بلند برای چند سطر.</p>',
      '<ol><li>گام نخست</li><li>گام دوم</li><li>گام سوم</li><li>گام چهارم</li><li>گام پنجم</li><li>گام ششم</li><li>گام هفتم</li><li>گام هشتم</li><li>گام نهم</li><li>گام دهم</li></ol>',
      '<p><em>این جمله کج است</em></p><p>این جمله کج است</p>',
      `<img src="${upload.body.src}" alt="تصویری پهن" />`,
    ].join('');
    const created = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: 'تورفتگی روی گوشی', category: category.id, content }),
    });
    expect(created.status).toBe(201);
    const post = await server.db
      .selectFrom('posts')
      .select(['id', 'content'])
      .where('slug', '=', created.body.slug)
      .executeTakeFirstOrThrow();
    expect(post.content).toBe(content);

    await page.goto(`${server.url}/post/${encodeURIComponent(created.body.slug)}`);
    const article = page.getByTestId('article-body');
    await article.locator('p.indent-8').waitFor();
    const published = await layoutOf(page, article);
    const image = article.locator('img');
    expect(await image.evaluate((img) => img.getBoundingClientRect().width <= img.parentElement!.getBoundingClientRect().width)).toBe(true);
    const italic = await article.locator('em').screenshot();
    // the same words upright, boxed as tightly as the <em> is
    await article
      .locator('p', { hasText: 'این جمله کج است' })
      .nth(1)
      .evaluate((p) => {
        p.innerHTML = `<span id="upright">${p.textContent}</span>`;
      });
    const upright = await page.locator('#upright').screenshot();
    await screenshot(page, 'article-indent-8-public-phone');

    await page.goto(`${server.url}/dashboard?tab=updatePost/${post.id}`);
    const editor = page.getByRole('textbox', { name: 'متن مقاله' });
    await editor.locator('p.indent-8').waitFor();
    const edited = await layoutOf(page, editor);
    await screenshot(page, 'article-indent-8-editor-phone');

    for (const layout of [published, edited]) {
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
      expect(layout.listStyle).toBe('persian');
      expect(layout.textWidth).toBeGreaterThan(120);
    }
    expect(Math.abs(published.offset - edited.offset)).toBeLessThanOrEqual(1);
    expect(published.offset).toBeGreaterThan(100);
    // Vazirmatn has no italic: the slanted substitute must still look different from upright text
    expect(Buffer.compare(italic, upright)).not.toBe(0);
    await context.close();
  });
});
