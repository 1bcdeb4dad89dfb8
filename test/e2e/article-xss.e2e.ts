import type { Browser } from 'playwright-core';
import { withSiteInBrowser } from './support/site-in-browser';
import { adminPage } from './support/admin-page';
import type { TestServer } from '../server/support/test-server';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';

describe("the admin's articles in a real browser", () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('runs none of the XSS payloads once stored, on the article page, in the editor, or rendered as HTML', async () => {
    const { context, page, admin } = await adminPage(browser, server);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const category = await server.db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow();
    const publish = async (title: string, content: string) => {
      const form = new FormData();
      form.append('title', title);
      form.append('category', category.id);
      form.append('content', content);
      const response = await fetch(`${server.url}/api/post/create`, { method: 'POST', headers: { cookie: admin.cookie }, body: form });
      return { status: response.status, body: await response.json() };
    };
    const stored: Array<{ title: string; content: string }> = [];
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const { status, body } = await publish(`${index} ${payload}`, `<p>متن ${index}</p>${payload}`);
      expect(status).toBe(201);
      stored.push(await server.db.selectFrom('posts').select(['title', 'content']).where('slug', '=', body.slug).executeTakeFirstOrThrow());
    }
    const all = await publish(`همه ${XSS_PAYLOADS[0]}`, `<p>همه</p>${XSS_PAYLOADS.join('<p>.</p>')}`);
    expect(all.status).toBe(201);

    // A page without the site's Content-Security-Policy, so only the sanitizing stands between a payload and running.
    const renderAsHtml = async (items: Array<{ title: string; content: string }>) => {
      await page.setContent('<!doctype html><html><body><main id="root"></main></body></html>');
      await page.evaluate((list) => {
        const root = document.getElementById('root')!;
        for (const item of list) {
          const article = document.createElement('article');
          const heading = document.createElement('h1');
          heading.textContent = item.title;
          const body = document.createElement('div');
          body.innerHTML = item.content;
          article.append(heading, body);
          root.append(article);
        }
        root.querySelectorAll('a').forEach((link) => link.click());
      }, items);
      await page.waitForTimeout(500);
      return page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
    };

    // The harness itself notices a payload that runs.
    expect(await renderAsHtml([{ title: 'control', content: XSS_PAYLOADS.find((p) => p.startsWith('<img src=x onerror'))! }])).toBe(1);
    expect(await renderAsHtml(stored)).toBeUndefined();

    await page.goto(`${server.url}/post/${encodeURIComponent(all.body.slug)}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    const allId = await server.db.selectFrom('posts').select('id').where('slug', '=', all.body.slug).executeTakeFirstOrThrow();
    await page.goto(`${server.url}/dashboard?tab=updatePost/${allId.id}`);
    await page.getByRole('textbox', { name: 'متن مقاله' }).getByText('همه').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
