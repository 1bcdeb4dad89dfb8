import type { Browser, BrowserContext } from 'playwright-core';
import { screenshot, textOnceItReads, VIEWPORTS, waitForTakeOverOnLoad } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import { insertReservation, insertReservationType } from '../server/support/insert-reservation';
import type { TestServer } from '../server/support/test-server';
import type { ThemeName } from '../../src/core/domain/theme';

const SESSION_TIME = 'dt:text-is("ساعت جلسه") + dd';

describe('the receipt, and times for a visitor abroad', () => {
  let server: TestServer;
  let browser: Browser;
  let typeId: string;
  // one booking per slot is all the database allows: each customer's on a day of its own (in winter: Berlin is +01:00)
  let day = 10;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });
  beforeAll(async () => {
    typeId = await insertReservationType(server.db, { title: 'مشاوره مالیاتی', price: 1_250_000 });
  });

  /** A signed-in customer's browser in `timezoneId`, with one paid booking of theirs. */
  async function customerIn(
    timezoneId: string,
    options: { theme?: ThemeName; javaScript?: boolean; phone?: boolean } = {},
  ): Promise<{ context: BrowserContext; receiptPath: string }> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[options.phone ? 'phone' : 'desktop'],
      locale: 'fa-IR',
      timezoneId,
      javaScriptEnabled: options.javaScript ?? true,
    });
    const user = await signInAs(context, server, { theme: options.theme });
    const id = await insertReservation(server.db, {
      userId: user.id,
      typeId,
      date: `2030-01-${day++}`,
      time: '10:00',
      status: 'confirmed',
    });
    const payment = await server.db
      .insertInto('payments')
      .values({
        reservation_id: id,
        gateway: 'zarinpal',
        authority: `A${id.slice(0, 8)}`,
        amount: 1_250_000,
        status: 'paid',
        ref_id: '201',
        card_pan: '603799******1234',
        paid_at: new Date('2029-12-20T08:03:00Z'),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('reservations').set({ payment_id: payment.id }).where('id', '=', id).execute();
    return { context, receiptPath: `/receipt/${id}` };
  }

  it("gives a visitor in Berlin Tehran's time and their own, and one in Tehran just the time", async () => {
    for (const [zone, expected] of [
      ['Europe/Berlin', '۱۰:۰۰ به وقت تهران (۰۷:۳۰ به وقت شما)'],
      ['Asia/Tehran', '۱۰:۰۰'],
    ] as const) {
      const { context, receiptPath } = await customerIn(zone);
      const page = await context.newPage();
      waitForTakeOverOnLoad(page);
      await page.goto(`${server.url}${receiptPath}`);
      await expect(textOnceItReads(page.locator(SESSION_TIME), expected)).resolves.toBe(expected);
      // and the same in "رزروهای من"
      await page.goto(`${server.url}/dashboard?tab=reservations`);
      const item = page.getByTestId('my-reservation');
      await expect(textOnceItReads(item.locator('dt:text-is("ساعت") + dd'), expected)).resolves.toBe(expected);
      await context.close();
    }
  });

  it('is linked from "رزروهای من", and prints without the site\'s header, footer and menus', async () => {
    const { context, receiptPath } = await customerIn('Asia/Tehran');
    const page = await context.newPage();
    waitForTakeOverOnLoad(page);
    await page.goto(`${server.url}/dashboard?tab=reservations`);
    await page.getByRole('link', { name: 'رسید پرداخت' }).click();
    await page.waitForURL(`**${receiptPath}`);
    const receipt = page.getByTestId('receipt');
    await expect(receipt.textContent()).resolves.toContain('۶۰۳۷۹۹******۱۲۳۴');
    await expect(page.getByRole('button', { name: 'چاپ رسید' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('header').first().isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'چاپ رسید' }).isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    await context.close();
  });

  it('reads before any script runs, and offers printing only where scripts run', async () => {
    const { context, receiptPath } = await customerIn('Europe/Berlin', { javaScript: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}${receiptPath}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const text = await page.getByTestId('receipt').textContent();
    expect(text).toContain('مهدی رستگار');
    expect(text).toContain('۱٬۲۵۰٬۰۰۰ تومان');
    // the server does not know the zone: Tehran's time alone
    await expect(page.locator(SESSION_TIME).textContent()).resolves.toBe('۱۰:۰۰');
    expect(await page.getByRole('button', { name: 'چاپ رسید' }).count()).toBe(0);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('looks right on a phone in the %s theme (screenshot)', async (theme) => {
    const { context, receiptPath } = await customerIn('Europe/Berlin', { theme, phone: true });
    const page = await context.newPage();
    waitForTakeOverOnLoad(page);
    await page.goto(`${server.url}${receiptPath}`);
    await page.getByRole('button', { name: 'چاپ رسید' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `receipt-phone-${theme}`);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, `receipt-phone-${theme}-print`);
    await context.close();
  });
});
