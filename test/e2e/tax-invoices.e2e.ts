import { createPublicKey } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { dashboardHref } from '../../src/core/contracts/pages/dashboard-tabs';
import { nationalIdCheckDigit } from '../../src/core/domain/tax/national-id';
import { readTaxId } from '../../src/core/domain/tax/tax-id';
import type { ThemeName } from '../../src/core/domain/theme';
import { taxInvoicesUseCasesFor } from '../../server/modules/tax-invoices';
import { FakeTaxpayerServer } from '../fakes/server/tax/fake-taxpayer-server';
import { insertType } from '../server/support/insert-reservation';
import { signInDirectly, type SignedInUser } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';
import { MEMORY_ID, SELLER_ECONOMIC_CODE } from '../server/tax-invoices/tax-invoice-world';
import { opensslCredentials } from '../server/tax-settings/test-credentials';
import { launchBrowser, newPage, screenshot, type VIEWPORTS } from './support/browser';
import { signInAs } from './support/session';

const TITLE = 'صورت‌حساب‌های الکترونیکی (سامانه مودیان)';
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The e-invoices a consultant and a customer see: a server sending to a fake taxpayer system, two
 * paid bookings (one accepted, one rejected for its buyer), the consultant's tab and the
 * customer's receipt with the accepted invoice's tax ID, at phone and laptop sizes, light and dark.
 */
describe('e-invoices in a real browser', () => {
  let taxpayer: FakeTaxpayerServer;
  let server: TestServer;
  let browser: Browser;
  let customer: SignedInUser;
  let acceptedReservation: string;

  async function paidBooking(typeId: string, hour: number, buyerTaxId: string | null): Promise<string> {
    const at = new Date();
    const reservation = await server.db
      .insertInto('reservations')
      .values({
        user_id: customer.id,
        reservation_type_id: typeId,
        date: dayFromNow(9),
        time: `${hour}:00`,
        status: 'confirmed',
        price: 1_800_000,
        customer_name: 'نرگس صالحی',
        buyer_tax_id: buyerTaxId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = await server.db
      .insertInto('payments')
      .values({
        reservation_id: reservation.id,
        gateway: 'sandbox',
        authority: `A-E2E-${hour}`,
        amount: 1_800_000,
        status: 'paid',
        ref_id: `81${hour}4455`,
        paid_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('reservations').set({ payment_id: payment.id }).where('id', '=', reservation.id).execute();
    return reservation.id;
  }

  beforeAll(async () => {
    taxpayer = new FakeTaxpayerServer();
    const baseUrl = await taxpayer.start();
    server = await startTestServer({ seed: true, realClock: true, env: { TAXPAYER_API_URL: baseUrl } });
    browser = await launchBrowser();
    const credentials = opensslCredentials('seller');
    taxpayer.register(MEMORY_ID, createPublicKey(credentials.privateKey));
    const consultant = await signInDirectly(server.db, { isAdmin: true });
    const saved = await fetch(`${server.url}/api/admin/tax-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: consultant.cookie, origin: server.url },
      body: JSON.stringify({ economicCode: SELLER_ECONOMIC_CODE, memoryId: MEMORY_ID, vatRate: 10, ...credentials, sendingOn: true }),
    });
    expect(saved.status).toBe(200);
    customer = await signInDirectly(server.db, { firstName: 'نرگس', lastName: 'صالحی' });
    const typeId = await insertType(server.db, { title: 'مشاوره مالیاتی', price: 1_800_000 });
    await server.db.updateTable('reservation_types').set({ tax_service_id: '2330001496658' }).where('id', '=', typeId).execute();
    const unknownBuyer = `001234567${nationalIdCheckDigit('001234567')}`;
    taxpayer.refuseBuyer(unknownBuyer);
    server.clock.advance(1000);
    acceptedReservation = await paidBooking(typeId, 10, null);
    await paidBooking(typeId, 12, unknownBuyer);
    const { runTaxInvoices } = taxInvoicesUseCasesFor(server.deps);
    for (let run = 0; run < 2; run += 1) {
      server.clock.advance(10 * 60 * 1000);
      await runTaxInvoices.execute();
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await taxpayer?.stop();
  });

  async function openTab(viewport: keyof typeof VIEWPORTS, theme: ThemeName): Promise<Page> {
    const { page } = await newPage(browser, viewport);
    await signInAs(page.context(), server, { isAdmin: true, theme });
    await page.goto(`${server.url}${dashboardHref('taxInvoices')}`);
    await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await page.getByRole('list', { name: 'صورتحساب‌ها' }).getByRole('listitem').nth(1).waitFor();
    return page;
  }

  it("lists the consultant's invoices with their tax IDs, statuses and the system's answer", async () => {
    const rows = await server.db.selectFrom('tax_invoices').select(['tax_id', 'status']).orderBy('serial').execute();
    expect(rows.map((row) => row.status)).toEqual(['accepted', 'rejected']);
    for (const [viewport, theme] of [
      ['desktop', 'light'],
      ['desktop', 'dark'],
      ['phone', 'light'],
      ['phone', 'dark'],
    ] as const) {
      const page = await openTab(viewport, theme);
      const accepted = page.getByRole('listitem').filter({ hasText: rows[0].tax_id });
      await accepted.getByText('پذیرفته در سامانه').waitFor();
      const rejected = page.getByRole('listitem').filter({ hasText: rows[1].tax_id });
      await rejected.getByText('FAKE-BUYER-UNKNOWN', { exact: false }).waitFor();
      await rejected.getByRole('button', { name: 'اصلاح و ارسال دوباره' }).waitFor();
      // 1,800,000 tomans paid, 10% VAT on top: 19,800,000 rials
      await accepted.getByText('۱۹٬۸۰۰٬۰۰۰ ریال', { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `tax-invoices-${viewport}-${theme}`);
      await page.context().close();
    }
  });

  it("shows the accepted invoice's tax ID on the customer's receipt", async () => {
    const [accepted] = await server.db
      .selectFrom('tax_invoices')
      .select('tax_id')
      .where('reservation_id', '=', acceptedReservation)
      .execute();
    expect(readTaxId(accepted.tax_id)).not.toBeNull();
    for (const [viewport, theme] of [
      ['desktop', 'light'],
      ['phone', 'dark'],
    ] as const) {
      const { page, context } = await newPage(browser, viewport);
      // the receipt is its own customer's: the booking passes to whoever this browser signed in as
      const reader = await signInAs(context, server, { theme, firstName: 'نرگس', lastName: 'صالحی' });
      await server.db.updateTable('reservations').set({ user_id: reader.id }).where('id', '=', acceptedReservation).execute();
      await page.goto(`${server.url}/receipt/${acceptedReservation}`);
      await page.getByTestId('receipt').getByText(accepted.tax_id).waitFor();
      await screenshot(page, `receipt-tax-id-${viewport}-${theme}`);
      await context.close();
    }
  });
});
