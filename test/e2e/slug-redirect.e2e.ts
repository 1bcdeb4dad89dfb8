import type { Browser } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import { insertCategory, insertPosts } from '../server/support/insert-posts';
import type { TestServer } from '../server/support/test-server';

const TITLE = 'راهنمای مالیات بر ارث';
const OLD_SLUG = 'راهنمای-مالیات-بر-ارص';
/** what the consultant types: spaces, which the server turns into '-' */
const TYPED_SLUG = 'راهنمای مالیات بر ارث ۱۴۰۵';
const NEW_SLUG = 'راهنمای-مالیات-بر-ارث-۱۴۰۵';

const pathOf = (url: string) => decodeURIComponent(new URL(url).pathname);

describe("an article's corrected address in a real browser (issue 21)", () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('saves the slug the consultant corrects, and takes a visitor of the old address to the new one with a 301', async () => {
    const admin = await newPage(browser, 'desktop');
    const consultant = await signInAs(admin.context, server, { isAdmin: true });
    const categoryId = await insertCategory(server.db, 'مالیات بر ارث و هبه');
    const [postId] = await insertPosts(server.db, [
      { title: TITLE, slug: OLD_SLUG, content: '<p>ارث و مالیات آن</p>', image: null, categoryId, userId: consultant.id },
    ]);

    await admin.page.goto(`${server.url}/dashboard?tab=updatePost/${postId}`);
    const slugField = admin.page.getByLabel('نشانی مقاله', { exact: true });
    await admin.page.getByRole('textbox', { name: 'متن مقاله' }).getByText('ارث و مالیات آن').waitFor();
    expect(await slugField.inputValue()).toBe(OLD_SLUG);
    await slugField.fill(TYPED_SLUG);
    await admin.page.getByRole('button', { name: 'بروزرسانی مقاله' }).click();
    await admin.page.waitForURL((url) => pathOf(url.href) === `/post/${NEW_SLUG}`);
    await admin.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const stored = await server.db.selectFrom('posts').select('slug').where('id', '=', postId).executeTakeFirstOrThrow();
    expect(stored.slug).toBe(NEW_SLUG);
    await admin.context.close();

    // a visitor who kept the old address
    const visitor = await newPage(browser, 'desktop');
    const landed = await visitor.page.goto(`${server.url}/post/${encodeURIComponent(OLD_SLUG)}`);
    const moved = landed!.request().redirectedFrom();
    expect(moved && pathOf(moved.url())).toBe(`/post/${OLD_SLUG}`);
    expect((await moved!.response())!.status()).toBe(301);
    expect(landed!.status()).toBe(200);
    expect(pathOf(visitor.page.url())).toBe(`/post/${NEW_SLUG}`);
    await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await visitor.page.getByText('ارث و مالیات آن').waitFor();
    await screenshot(visitor.page, 'slug-redirect-visitor');
    await visitor.context.close();
  });
});
