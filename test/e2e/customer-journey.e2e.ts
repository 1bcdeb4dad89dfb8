import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { chooseFirstFreeSlot, openSecondType } from './support/booking-steps';
import type { TestServer } from '../server/support/test-server';
import { payAtSandboxBank } from './support/sandbox-bank';

const PASSWORD = 'a-long-enough-password';

async function fillCredentials(page: Page, email: string) {
  await page.getByLabel('ایمیل', { exact: true }).fill(email);
  await page.getByLabel('رمز عبور', { exact: true }).fill(PASSWORD);
}

/** The whole customer journey through the real screens, from sign-up to a confirmed session. */
describe('a customer books and pays through the real screens', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  it('signs up, completes the profile, picks a slot, pays in the sandbox bank and sees the confirmed booking', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await fillCredentials(page, 'journey@example.com');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    await page.waitForURL(`${server.url}/`);

    await page.goto(`${server.url}/dashboard?tab=profile`);
    await page.getByPlaceholder('نام', { exact: true }).fill('نرگس');
    await page.getByPlaceholder('نام خانوادگی', { exact: true }).fill('صالحی');
    await page.getByLabel('شماره موبایل', { exact: true }).fill('0935 111 2233');
    await page.getByRole('button', { name: 'بروزرسانی اطلاعات' }).click();
    await page.getByText('با موفقیت بروزرسانی شد').waitFor();

    await openSecondType(page, server);
    const pay = page.getByRole('button', { name: 'پرداخت و رزرو' });
    expect(await pay.isDisabled()).toBe(true);
    await page.getByText('جهت تکمیل فرآیند رزرو، انتخاب تاریخ و زمان الزامی است.').waitFor();
    const { time } = await chooseFirstFreeSlot(page);
    await pay.click();

    const booking = await payAtSandboxBank(page, server.url, '۱٬۵۰۰٬۰۰۰ تومان');
    expect(await booking.innerText()).toContain(time);
    await screenshot(page, 'journey-confirmed-reservation');

    const [row] = await server.db.selectFrom('reservations').select(['status']).execute();
    expect(row.status).toBe('confirmed');
    const [payment] = await server.db.selectFrom('payments').select(['status', 'amount']).execute();
    expect(payment).toEqual({ status: 'paid', amount: 1500000 });
    await context.close();
  });

  it('sends a visitor who picked a slot through the login form and back to the same choice', async () => {
    const { context, page } = await newPage(browser);
    // an account with a complete profile, made through the API as the sign-up form would
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'returning@example.com', password: PASSWORD }),
    });
    expect(signup.status).toBeLessThan(300);
    const cookie = signup.headers.get('set-cookie')!.split(';')[0];
    const me = await (await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).json();
    const userId = me._id ?? me.user?._id;
    const update = await fetch(`${server.url}/api/user/update/${userId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ firstName: 'کاوه', lastName: 'نیکو', mobile: '+98 912 765 4321' }),
    });
    expect(update.status).toBe(200);

    const bookingPath = await openSecondType(page, server);
    const { day, time } = await chooseFirstFreeSlot(page);
    await page.getByRole('button', { name: 'پرداخت و رزرو' }).click();
    await page.waitForURL(`${server.url}/login`);
    await fillCredentials(page, 'returning@example.com');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.waitForURL(`${server.url}${bookingPath}`);
    await page.locator(`a[aria-current="date"][aria-label="${day}"]`).waitFor();
    await page.getByRole('button', { name: time, pressed: true }).waitFor();
    expect(await page.getByRole('button', { name: 'پرداخت و رزرو' }).isEnabled()).toBe(true);
    await screenshot(page, 'journey-choice-restored-after-login');
    await context.close();
  });
});
