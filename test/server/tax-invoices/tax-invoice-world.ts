import { createPublicKey } from 'node:crypto';
import { taxInvoicesUseCasesFor, type TaxInvoiceKeepingUseCases } from '../../../server/modules/tax-invoices';
import { FakeTaxpayerServer } from '../../fakes/server/tax/fake-taxpayer-server';
import { api, goToBank, newCustomer, startMoneyWorld, verify, type MoneyWorld } from '../money/money-support';
import { opensslCredentials, type TestCredentials } from '../tax-settings/test-credentials';

export const MEMORY_ID = 'A1B2C3';
/** a natural person's 14-digit economic code: no check digit to get right */
export const SELLER_ECONOMIC_CODE = '14003778990123';

export interface TaxInvoiceWorld extends MoneyWorld {
  taxpayer: FakeTaxpayerServer;
  credentials: TestCredentials;
  invoices: TaxInvoiceKeepingUseCases;
  /** the consultant saves every setting and turns sending on */
  turnSendingOn(changes?: Record<string, unknown>): Promise<void>;
  turnSendingOff(): Promise<void>;
  /** a new customer books, pays and comes back: the booking confirmed and paid */
  paidBooking(
    buyerTaxId?: string,
  ): Promise<{ reservationId: string; authority: string; customer: Awaited<ReturnType<typeof newCustomer>> }>;
  /** the job's next run, after every wait has passed */
  runJob(): ReturnType<TaxInvoiceKeepingUseCases['runTaxInvoices']['execute']>;
  invoiceRows(): Promise<Array<Record<string, unknown> & { id: string; status: string; tax_id: string; subject: number; serial: number }>>;
  eventsOf(invoiceId: string): Promise<string[]>;
}

/** The money world (a fake bank), a fake taxpayer system the server is pointed at (TAXPAYER_API_URL), and the seller's key and certificate registered there. */
export async function startTaxInvoiceWorld(env: Record<string, string> = {}): Promise<TaxInvoiceWorld> {
  const taxpayer = new FakeTaxpayerServer();
  const baseUrl = await taxpayer.start();
  const world = await startMoneyWorld({ env: { ...env, TAXPAYER_API_URL: baseUrl } });
  const credentials = opensslCredentials('seller');
  taxpayer.register(MEMORY_ID, createPublicKey(credentials.privateKey));
  const invoices = taxInvoicesUseCasesFor(world.server.deps);
  const db = world.server.db;
  return {
    ...world,
    taxpayer,
    credentials,
    invoices,
    async turnSendingOn(changes = {}) {
      const saved = await api(world, 'PUT', '/api/admin/tax-settings', world.consultant, {
        economicCode: SELLER_ECONOMIC_CODE,
        memoryId: MEMORY_ID,
        vatRate: 10,
        privateKey: credentials.privateKey,
        certificate: credentials.certificate,
        sendingOn: true,
        ...changes,
      });
      if (saved.status !== 200) throw new Error(`tax settings answered ${saved.status}: ${saved.body.message}`);
    },
    async turnSendingOff() {
      const saved = await api(world, 'PUT', '/api/admin/tax-settings', world.consultant, { sendingOn: false });
      if (saved.status !== 200) throw new Error(`tax settings answered ${saved.status}: ${saved.body.message}`);
    },
    async paidBooking(buyerTaxId) {
      const customer = await newCustomer(world);
      const slot = await world.nextSlot();
      const booked = await api(
        world,
        'POST',
        '/api/reservations/book',
        customer,
        { reservationTypeId: world.typeId, date: slot.date, timeSlot: slot.time, ...(buyerTaxId ? { buyerTaxId } : {}) },
        customer.address,
      );
      if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${booked.body.message}`);
      const reservationId = (booked.body.reservation as { _id: string })._id;
      const authority = await goToBank(world, reservationId, customer);
      world.bank.pay(authority);
      const verified = await verify(world, authority, reservationId, customer);
      if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.body.message}`);
      return { reservationId, authority, customer };
    },
    runJob() {
      world.server.clock.advance(2 * 60 * 60 * 1000);
      return invoices.runTaxInvoices.execute();
    },
    async invoiceRows() {
      const rows = await db.selectFrom('tax_invoices').selectAll().orderBy('serial').execute();
      return rows.map((row) => ({ ...row, subject: Number(row.subject), serial: Number(row.serial) }));
    },
    async eventsOf(invoiceId) {
      const rows = await db
        .selectFrom('tax_invoice_events')
        .select(['kind', 'from_status', 'to_status'])
        .where('invoice_id', '=', invoiceId)
        .orderBy('id')
        .execute();
      return rows.map((row) => `${row.kind} ${row.from_status ?? '-'}→${row.to_status ?? '-'}`);
    },
    async close() {
      await world.close();
      await taxpayer.stop();
    },
  };
}
