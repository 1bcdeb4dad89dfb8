import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import type { TestServer } from '../server/support/test-server';

const EMAIL = 'maryam.karimi@example.com';
const PASSWORD = 'a good long passphrase';

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('ایمیل', { exact: true }).fill(email);
  await page.getByLabel('رمز عبور', { exact: true }).fill(password);
}

/** Lets the theme's colour transition finish before a picture or a contrast check. */
async function toggleDark(page: Page) {
  await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
  await page.waitForTimeout(400);
}

async function storedUser(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null')?.state?.user?.currentUser ?? null);
}

describe('an account in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('signs up, completes the profile, survives a reload, signs out, signs in again and deletes the account', async () => {
    const { context, page } = await newPage(browser);

    // Sign up.
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await fillCredentials(page, EMAIL, PASSWORD);
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
    await page.getByRole('menuitem', { name: 'پروفایل کاربری' }).click();
    await page.waitForURL(`${server.url}/dashboard?tab=profile`);

    // Complete the profile.
    await page.getByText('برای رزرو مشاوره، ایمیل، نام، نام خانوادگی و شماره موبایل را کامل کنید.').waitFor();
    await page.getByPlaceholder('نام', { exact: true }).fill('مریم');
    await page.getByPlaceholder('نام خانوادگی', { exact: true }).fill('کریمی');
    await page.getByLabel('شماره موبایل', { exact: true }).fill('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    await page.getByPlaceholder('حوزه فعالیت حرفه‌ای', { exact: true }).fill('مدیر مالی شرکت بازرگانی');
    await page.getByRole('button', { name: 'بروزرسانی اطلاعات' }).click();
    await page.getByText('با موفقیت بروزرسانی شد').waitFor();
    expect(await page.getByText('برای رزرو مشاوره، ایمیل، نام، نام خانوادگی و شماره موبایل را کامل کنید.').count()).toBe(0);
    await screenshot(page, 'profile-desktop-light');

    // Nothing changed: refused.
    await page.getByRole('button', { name: 'بروزرسانی اطلاعات' }).click();
    await page.getByRole('alert').filter({ hasText: 'هیچ تغییر اعمال نشده است' }).waitFor();

    // Reload: still signed in, state restored from local storage "root".
    await page.reload();
    await page.getByPlaceholder('نام', { exact: true }).waitFor();
    expect(await page.getByPlaceholder('نام', { exact: true }).inputValue()).toBe('مریم');
    expect(await storedUser(page)).toMatchObject({
      email: EMAIL,
      firstName: 'مریم',
      lastName: 'کریمی',
      mobile: '09123456789',
      isProfileComplete: true,
      isAdmin: false,
    });
    const cookies = await context.cookies(server.url);
    expect(cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');

    // Sign out: the dashboard's guard shows the login page.
    await page.getByRole('button', { name: 'خروج', exact: true }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('رمز عبور', { exact: true }).waitFor();
    expect(await storedUser(page)).toBeNull();
    expect((await page.request.get(`${server.url}/api/auth/me`)).status()).toBe(401);

    // A protected page sends the visitor to sign in, then back.
    await page.goto(`${server.url}/dashboard?tab=profile`);
    await page.waitForURL(`${server.url}/login`);
    await fillCredentials(page, EMAIL, 'a wrong passphrase');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'ایمیل یا رمز عبور نادرست است' }).waitFor();
    await fillCredentials(page, EMAIL.toUpperCase(), PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard?tab=profile`);
    expect(await page.getByPlaceholder('نام خانوادگی', { exact: true }).inputValue()).toBe('کریمی');

    // Delete the account.
    await page.getByRole('button', { name: 'حذف حساب کاربری' }).click();
    const dialog = page.getByRole('dialog', { name: 'آیا از حذف حساب کاربری خود اطمینان دارید؟' });
    await dialog.waitFor();
    await screenshot(page, 'profile-delete-dialog');
    await dialog.getByRole('button', { name: 'حذف', exact: true }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await storedUser(page)).toBeNull();
    expect(await server.db.selectFrom('users').select('id').where('email', '=', EMAIL).execute()).toEqual([]);

    await page.goto(`${server.url}/login`);
    await fillCredentials(page, EMAIL, PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'ایمیل یا رمز عبور نادرست است' }).waitFor();
    await context.close();
  });

  it('signs out locally when the server has ended the session', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await fillCredentials(page, 'ended@example.com', PASSWORD);
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    await page.getByRole('button', { name: 'منوی حساب کاربری' }).waitFor();
    await server.db.deleteFrom('sessions').execute();
    await page.reload();
    await page.getByRole('link', { name: 'ورود - ثبت نام' }).waitFor();
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });

  it('looks right on a phone and in the dark theme', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(`${server.url}/login`);
    await page.getByLabel('ایمیل', { exact: true }).waitFor();
    await screenshot(page, 'login-phone-light');
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await fillCredentials(page, 'phone@example.com', '1234567');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'رمز عبور باید حداقل ۸ کاراکتر باشد' }).waitFor();
    await toggleDark(page);
    await screenshot(page, 'login-phone-dark-error');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('رمز عبور', { exact: true }).fill('12345678');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/dashboard?tab=profile`);
    await page.getByRole('button', { name: 'بروزرسانی اطلاعات' }).waitFor();
    await screenshot(page, 'profile-phone-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();

    const desktop = await newPage(browser);
    await desktop.page.goto(`${server.url}/login`);
    await desktop.page.getByLabel('ایمیل', { exact: true }).waitFor();
    await screenshot(desktop.page, 'login-desktop-light');
    await desktop.context.close();
  });
});
