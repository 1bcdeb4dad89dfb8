import type { Browser } from 'playwright-core';
import { chooseTheme, newPage, screenshot } from './support/browser';
import { signInAs } from './support/session';
import { withSiteInBrowser } from './support/site-in-browser';
import type { TestServer } from '../server/support/test-server';
import { jsonClient } from '../server/support/json-client';
import { signInDirectly } from '../server/support/sign-in-directly';

const RENDERED = /<div id="root">(?!<\/div>)/;

/** /terms, /privacy and /refund-policy as the server sends them, a saved text on a public page at once, and the tab, on the built site. */
describe('the legal pages and the page texts on the built site', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  const html = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    // a fresh server's first page waits for the renderer to load: not what is tested here
    for (let tries = 0; tries < 40 && !RENDERED.test((await html('/terms')).text); tries++)
      await new Promise((resolve) => setTimeout(resolve, 250));
  });

  it('answers /terms, /privacy and /refund-policy with 200 and their Persian text drawn before any script', async () => {
    const terms = await html('/terms');
    expect(terms.status).toBe(200);
    expect(terms.text).toMatch(RENDERED);
    expect(terms.text).toContain('قوانین و مقررات');
    expect(terms.text).toContain('رزرو و پرداخت');
    const privacy = await html('/privacy');
    expect(privacy.status).toBe(200);
    expect(privacy.text).toContain('حریم خصوصی');
    expect(privacy.text).toContain('کد پیگیری بانک');
    const refund = await html('/refund-policy');
    expect(refund.status).toBe(200);
    expect(refund.text).toContain('شرایط لغو و بازگشت وجه');
    expect(refund.text).toContain('تا ۲۴ ساعت پیش از شروع جلسه');
    expect(refund.text).toContain('حق انصراف');
  });

  it('changes /refund-policy when the consultant changes the change notice', async () => {
    const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
    expect((await admin('PUT', '/api/reservations/change-notice', { hours: 36 })).status).toBe(200);
    const refund = await html('/refund-policy');
    expect(refund.text).toContain('تا ۳۶ ساعت پیش از شروع جلسه');
    expect(refund.text).not.toContain('تا ۲۴ ساعت پیش از شروع جلسه');
    await admin('PUT', '/api/reservations/change-notice', { hours: 24 });
  });

  it('shows a saved text on the public page at once, drawn by the server', async () => {
    const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
    expect((await html('/audit')).text).toContain('حسابرسی رعایت');
    expect(
      (
        await admin('PUT', '/api/admin/page-texts/audit-compliance', {
          title: 'انطباق با قوانین و مقررات',
          summary: 'خلاصه تازه خدمت',
          body: '<p>شرح تازه</p>',
        })
      ).status,
    ).toBe(200);
    const audit = await html('/audit');
    expect(audit.text).toContain('انطباق با قوانین و مقررات');
    expect(audit.text).toContain('خلاصه تازه خدمت');
    expect((await admin('PUT', '/api/admin/page-texts/terms', { body: '<p>قوانین نوشته خود مشاور</p>' })).status).toBe(200);
    expect((await html('/terms')).text).toContain('قوانین نوشته خود مشاور');
    await admin('POST', '/api/admin/page-texts/audit-compliance/versions/1/restore');
  });

  it('looks right on a phone and a laptop, light and dark (screenshots)', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(browser, viewport);
        await chooseTheme(context, theme);
        for (const path of ['/terms', '/privacy', '/refund-policy']) {
          await page.goto(`${server.url}${path}`);
          await page.getByTestId('legal-text').waitFor();
          await screenshot(page, `legal${path.replace('/', '-')}-${viewport}-${theme}`);
        }
        await context.close();
        const admin = await newPage(browser, viewport);
        await signInAs(admin.context, server, { isAdmin: true, theme });
        await admin.page.goto(`${server.url}/dashboard?tab=pageTexts`);
        await admin.page.getByRole('combobox', { name: /^بخش/ }).selectOption('audit-compliance');
        await admin.page.getByRole('list', { name: 'نسخه‌ها' }).waitFor();
        await screenshot(admin.page, `page-texts-tab-${viewport}-${theme}`);
        await admin.context.close();
      }
    }
  });
});
