import type { Browser } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { firstFreePaidSlot, tehranDateIn } from './support/free-paid-slot';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { signInDirectly, type SignedInUser } from '../server/support/sign-in-directly';

const json = { 'content-type': 'application/json' };

/** A customer's payment that reached the bank after their hold lapsed and someone else took the time: reversed. */
describe('a late payment that lost its slot, as the customer and the consultant read it', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  async function book(user: SignedInUser, slot: { typeId: string; date: string; time: string }): Promise<string> {
    const response = await fetch(`${server.url}/api/reservations/book`, {
      method: 'POST',
      headers: { ...json, cookie: user.cookie },
      body: JSON.stringify({ reservationTypeId: slot.typeId, date: slot.date, timeSlot: slot.time }),
    });
    expect(response.status).toBe(201);
    return (await response.json()).reservation._id;
  }

  it('tells the customer their money went back, on the callback page and in «رزروهای من», and shows the consultant the payment’s history', async () => {
    const customerPage = await newPage(browser, 'desktop');
    const customer = await signInAs(customerPage.context, server, { firstName: 'نرگس', lastName: 'صالحی' });
    const slot = await firstFreePaidSlot(server, tehranDateIn(1));
    const reservationId = await book(customer, slot);
    const initiated = await fetch(`${server.url}/api/payments/initiate`, {
      method: 'POST',
      headers: { ...json, cookie: customer.cookie },
      body: JSON.stringify({ reservationId }),
    });
    const { paymentUrl } = await initiated.json();
    const authority = (paymentUrl as string).split('/').pop()!;
    expect((await fetch(`${server.url}/sandbox-bank/${authority}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    // the customer was slow: the hold lapsed and someone else booked the same time before the callback came
    server.clock.advance(7 * 60_000);
    await book(await signInDirectly(server.db, { firstName: 'کاوه', lastName: 'نیکو' }), slot);

    // the callback page in a tab that never stored the reservation id: the server finds it from the authority
    const { page } = customerPage;
    await page.goto(`${server.url}/payment/callback?Authority=${authority}&Status=OK`);
    await page.getByText('متأسفیم! پرداخت شما با مشکل مواجه شد').waitFor();
    await page.getByText(/مبلغ به حساب شما بازگردانده می‌شود/).waitFor();
    await page.getByText('با پشتیبانی سایت تماس بگیرید').waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await page.locator(`a[href="/reservation/${slot.typeId}"]`).count()).toBeGreaterThan(0);
    await screenshot(page, 'money-callback-late-payment-reversed');

    await page.goto(`${server.url}/dashboard?tab=reservations`);
    const item = page.getByTestId('my-reservation').filter({ hasText: 'بانک مبلغ پرداختی را به کارت شما بازگرداند.' });
    await item.waitFor();
    expect(await item.innerText()).toContain('پرداخت شما پس از پایان مهلت رسید');
    await screenshot(page, 'money-my-reservations-reversed');
    await customerPage.context.close();

    const consultant = await newPage(browser, 'desktop');
    await signInAs(consultant.context, server, { isAdmin: true, firstName: 'مشاور', lastName: 'سایت' });
    await consultant.page.goto(`${server.url}/dashboard?tab=bookings`);
    const row = consultant.page.getByRole('row').filter({ hasText: 'نرگس صالحی' });
    await row.getByRole('button', { name: 'تاریخچه پرداخت' }).click();
    const dialog = consultant.page.getByRole('dialog', { name: 'تاریخچه پرداخت' });
    const attempts = dialog.getByRole('list', { name: 'تلاش‌های پرداخت' });
    await attempts.getByText('بازگشت داده شد').waitFor();
    const ledger = dialog.getByRole('list', { name: 'رویدادهای رزرو و پرداخت' });
    for (const line of [
      'زمان برای مشتری نگه داشته شد',
      'مشتری به بانک فرستاده شد',
      'بانک پرداخت را تأیید کرد اما مبلغ باید بازگردد',
      'بانک مبلغ را به کارت مشتری بازگرداند',
    ]) {
      await ledger.getByText(line).first().waitFor();
    }
    await screenshot(consultant.page, 'money-consultant-payment-history');
    await consultant.context.close();
  });
});
