import type { Browser } from 'playwright-core';
import { VIEWPORTS } from './support/browser';
import type { TestServer } from '../server/support/test-server';
import { call } from '../server/support/http';
import { withSiteInBrowser } from './support/site-in-browser';

const PASSWORD = 'the first passphrase';
const NEW_PASSWORD = 'a brand new passphrase';

describe('resetting a forgotten password by the e-mailed link, read from the outbox', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('asks from the login page, opens the link from the outbox, sets a new password and signs in with it', async () => {
    const signedUp = await call(`${server.url}/api/auth/signup`, 'POST', { body: { email: 'forgetful@example.com', password: PASSWORD } });
    const oldSession = signedUp.cookie!;
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);

    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    const byEmail = page.getByRole('form', { name: 'با ایمیل' });
    await byEmail.getByLabel('ایمیل').fill('forgetful@example.com');
    await byEmail.getByRole('button', { name: 'ارسال پیوند بازیابی' }).click();
    await page.getByText('پیوند بازیابی رمز عبور به آن فرستاده شد').waitFor();

    // no SMTP configured: the e-mail is kept in the outbox
    const kept = await server.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'forgetful@example.com')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ channel: 'email', status: 'kept' });
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(kept.body)![0]);

    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByLabel('رمز عبور تازه').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'ثبت رمز عبور' }).click();
    await page.getByText('رمز عبور تازه ثبت شد؛ اکنون با آن وارد شوید').waitFor();
    expect((await call(`${server.url}/api/auth/me`, 'GET', { cookie: oldSession })).status).toBe(401);

    await page.getByRole('link', { name: 'ورود به حساب' }).click();
    await page.getByLabel('ایمیل', { exact: true }).fill('forgetful@example.com');
    await page.getByLabel('رمز عبور', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.waitForURL(`${server.url}/`);

    // the link is spent: opened again, the page refuses it
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByLabel('رمز عبور تازه').fill('yet another passphrase');
    await page.getByRole('button', { name: 'ثبت رمز عبور' }).click();
    await page.getByRole('alert').filter({ hasText: 'پیوند بازیابی نامعتبر است' }).waitFor();
    await context.close();
  });
});
