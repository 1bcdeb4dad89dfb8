import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInAs } from './support/session';
import { startTestServer, type TestServer } from '../server/support/test-server';
import { insertReservation } from '../server/support/insert-reservation';
import { PENDING_HOLD_MS } from '../../src/core/domain/limits';

describe('paying for a reservation in the sandbox bank', () => {
  let server: TestServer;
  let browser: Browser;
  let paidTypeId: string;
  let hour = 8;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, realClock: true });
    browser = await launchBrowser();
    const type = await server.db
      .selectFrom('reservation_types')
      .select('id')
      .where('title', '=', 'مشاوره مالیاتی')
      .executeTakeFirstOrThrow();
    paidTypeId = type.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** What booking leaves behind: a pending reservation, its id in session storage, and the initiate call. */
  async function holdAndInitiate(page: Page, userId: string): Promise<{ reservationId: string; paymentUrl: string }> {
    hour += 1;
    const reservationId = await insertReservation(server.db, {
      userId,
      typeId: paidTypeId,
      createdAt: server.clock.now(),
      date: '2026-12-20',
      time: `${String(hour).padStart(2, '0')}:00`,
    });
    await page.goto(`${server.url}/reservations`);
    const answer = await page.evaluate(async (id) => {
      sessionStorage.setItem('reservationId', id);
      const response = await fetch('/api/payments/initiate', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reservationId: id }),
      });
      return { status: response.status, body: await response.json() };
    }, reservationId);
    expect(answer.status).toBe(200);
    return { reservationId, paymentUrl: answer.body.paymentUrl };
  }

  it('pays, lands on success, is redirected to my reservations and sees the reservation confirmed', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const user = await signInAs(context, server);
    const { reservationId, paymentUrl } = await holdAndInitiate(page, user.id);

    await page.goto(`${server.url}${paymentUrl}`);
    await page.getByText('۱٬۲۰۰٬۰۰۰ تومان').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await screenshot(page, 'sandbox-bank-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'sandbox-bank-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(/\/payment\/callback\?Authority=S[0-9a-f]+&Status=OK$/);
    await page.getByRole('heading', { name: 'پرداخت موفق' }).waitFor();
    await page.getByText('در حال انتقال به صفحه رزروهای شما...').waitFor();
    await screenshot(page, 'payment-callback-success-phone-light');

    await page.waitForURL(`${server.url}/dashboard?tab=reservations`, { timeout: 6000 });
    const item = page.getByTestId('my-reservation').first();
    await item.getByText('تأیید شده').waitFor();
    const row = await server.db.selectFrom('reservations').select('status').where('id', '=', reservationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    const payment = await server.db
      .selectFrom('payments')
      .select('ref_id')
      .where('reservation_id', '=', reservationId)
      .executeTakeFirstOrThrow();
    const refInPersian = payment.ref_id!.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect(await item.innerText()).toContain(refInPersian);
    expect(await item.innerText()).toContain('۱٬۲۰۰٬۰۰۰ تومان');
    await screenshot(page, 'my-reservations-phone-light');
    await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
    await screenshot(page, 'my-reservations-phone-dark');
    // the scroll width stays inside the phone's 360 px
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('shows the failure display after cancel at the bank, and the slot is no longer held once the hold lapses', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const user = await signInAs(context, server);
    const { reservationId, paymentUrl } = await holdAndInitiate(page, user.id);

    await page.goto(`${server.url}${paymentUrl}`);
    await page.getByRole('button', { name: 'انصراف از پرداخت' }).click();
    await page.waitForURL(/Status=NOK$/);
    await page.getByRole('heading', { name: 'متأسفیم! پرداخت شما با مشکل مواجه شد' }).waitFor();
    await page.getByText('با پشتیبانی سایت تماس بگیرید').waitFor();
    await screenshot(page, 'payment-callback-failure-phone-light');
    const payment = await server.db
      .selectFrom('payments')
      .select('status')
      .where('reservation_id', '=', reservationId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('failed');

    await page.goto(`${server.url}/dashboard?tab=reservations`);
    await page.getByTestId('my-reservation').first().getByText('در انتظار پرداخت').waitFor();
    await page.getByText('مهلت پرداخت').waitFor();
    await screenshot(page, 'my-reservations-pending-phone-light');

    server.clock.advance(PENDING_HOLD_MS);
    await page.reload();
    await page.getByTestId('my-reservation').first().getByText('منقضی شده').waitFor();
    // A lapsed hold blocks nothing: booking's rule turns it expired when someone takes the slot,
    // which the one-calendar index then allows.
    const row = await server.db.selectFrom('reservations').selectAll().where('id', '=', reservationId).executeTakeFirstOrThrow();
    await server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservations')
        .set({ status: 'expired' })
        .where('id', '=', reservationId)
        .where('status', '=', 'pending')
        .execute();
      await trx
        .insertInto('reservations')
        .values({
          user_id: user.id,
          reservation_type_id: paidTypeId,
          date: row.date,
          time: row.time,
          status: 'pending',
          price: row.price,
          created_at: server.clock.now(),
          updated_at: server.clock.now(),
        })
        .execute();
    });
    server.clock.advance(-PENDING_HOLD_MS);
    await context.close();
  });

  it("keeps the click-blocking wait display when the bank's parameters are missing", async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signInAs(context, server);
    await page.goto(`${server.url}/payment/callback`);
    const overlay = page.getByTestId('payment-wait');
    await overlay.waitFor();
    await page.waitForTimeout(500);
    expect(await overlay.isVisible()).toBe(true);
    // the overlay is what receives a click in the middle of the page
    const topmost = await page.evaluate(() => document.elementFromPoint(180, 370)?.closest('[data-testid="payment-wait"]') !== null);
    expect(topmost).toBe(true);
    await screenshot(page, 'payment-callback-wait-phone-light');
    await context.close();
  });

  it('renders the success and failure displays in the dark theme', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const user = await signInAs(context, server);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
    const { paymentUrl } = await holdAndInitiate(page, user.id);
    await page.goto(`${server.url}${paymentUrl}`);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.getByRole('heading', { name: 'پرداخت موفق' }).waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await screenshot(page, 'payment-callback-success-phone-dark');

    const second = await holdAndInitiate(page, user.id);
    await page.goto(`${server.url}${second.paymentUrl}`);
    await page.getByRole('button', { name: 'انصراف از پرداخت' }).click();
    await page.getByRole('heading', { name: 'متأسفیم! پرداخت شما با مشکل مواجه شد' }).waitFor();
    await screenshot(page, 'payment-callback-failure-phone-dark');
    await context.close();
  });
});
