import { parse } from 'csv-parse/sync';
import { nationalIdCheckDigit } from '../../../src/core/domain/tax/national-id';
import { TAX_INVOICE_LABELS, TAX_INVOICE_SUBJECT_LABELS } from '../../../src/core/domain/tax/tax-invoice-status';
import { TAX_CSV_HEADERS } from '../../../server/modules/tax-invoices';
import { FAKE_TAXPAYER_CODES } from '../../fakes/server/tax/fake-taxpayer-server';
import { api, paymentRow, type Customer } from '../money/money-support';
import { startTaxInvoiceWorld, type TaxInvoiceWorld } from './tax-invoice-world';

// the type costs 1,250,000 tomans: 12,500,000 rials before tax, 10% VAT on top
const BEFORE_TAX_RIALS = 12_500_000;
const VAT_RIALS = 1_250_000;

/**
 * A Jalali date and time in Tehran by the platform's own calendar (ICU's Persian calendar through
 * Intl), an implementation independent of the site's `isoToJalali`.
 */
function icuTehran(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)!.value;
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * The invoices' CSV for the accountant, read back with csv-parse (RFC 4180) as a spreadsheet
 * reads it, each record checked against the invoices the job issued: an accepted sale, a sale
 * refused for its buyer, and a refunded sale with its cancelling invoice.
 */
describe("the e-invoices' CSV for the accountant", () => {
  let world: TaxInvoiceWorld;
  const buyer = `001234567${nationalIdCheckDigit('001234567')}`;
  const bookings: Record<'accepted' | 'rejected' | 'refunded', { reservationId: string; authority: string; customer: Customer }> =
    {} as never;

  beforeAll(async () => {
    world = await startTaxInvoiceWorld();
    await world.turnSendingOn();
    world.taxpayer.refuseBuyer(buyer);
    bookings.accepted = await world.paidBooking();
    bookings.rejected = await world.paidBooking(buyer);
    bookings.refunded = await world.paidBooking();
    await world.runJob();
    await world.runJob();
    // the refunded one: cancelled after the bank's window, paid back by hand and marked so
    const { reservationId, authority } = bookings.refunded;
    await api(world, 'POST', `/api/reservations/${reservationId}/cancel`, world.consultant, { reason: 'تغییر برنامه' });
    const payment = await paymentRow(world, authority);
    await api(world, 'POST', `/api/payments/${payment.id}/mark-refunded`, world.consultant, { note: 'کارت به کارت' });
    await world.runJob();
    await world.runJob();
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  async function exported(query = '', user = world.consultant): Promise<{ status: number; type: string | null; text: string }> {
    const response = await fetch(`${world.server.url}/api/admin/tax-invoices/export.csv${query}`, {
      headers: { cookie: user.cookie, origin: world.server.url },
    });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }

  /** Each record keyed by its header; csv-parse refuses a record of another width. */
  const records = (text: string): Array<Record<string, string>> => parse(text, { bom: true, columns: true });
  const header = (text: string): string[] => parse(text, { bom: true, to_line: 1 })[0];

  it('carries every invoice the job issued, each with its tax ID, kind, status, buyer, amounts in rials, date and references', async () => {
    const csv = await exported();
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(header(csv.text)).toEqual(TAX_CSV_HEADERS);
    const [taxIdColumn, kind, answers, status, issued, buyerColumn, customer, service, beforeTax, vat, total, bankRef, systemRef, errors] =
      TAX_CSV_HEADERS;
    const read = records(csv.text);

    const rows = await world.invoiceRows();
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'accepted', 'cancelled', 'rejected']);
    expect(read.map((record) => record[taxIdColumn]).sort()).toEqual(rows.map((row) => row.tax_id).sort());

    for (const row of rows) {
      const record = read.find((each) => each[taxIdColumn] === row.tax_id)!;
      const reservation = await world.server.db
        .selectFrom('reservations')
        .select('customer_name')
        .where('id', '=', row.reservation_id as string)
        .executeTakeFirstOrThrow();
      const payment = await world.server.db
        .selectFrom('payments')
        .select('ref_id')
        .where('id', '=', row.payment_id as string)
        .executeTakeFirstOrThrow();
      expect(record[kind]).toBe(TAX_INVOICE_SUBJECT_LABELS[row.subject as 1 | 3]);
      expect(record[status]).toBe(TAX_INVOICE_LABELS[row.status as keyof typeof TAX_INVOICE_LABELS]);
      expect(record[issued]).toBe(icuTehran(new Date(row.issued_at as string | Date)));
      expect(record[customer]).toBe(reservation.customer_name);
      expect(record[service]).not.toBe('');
      // amounts in rials with Latin digits, so a sheet sums them: before tax + VAT = total
      expect([Number(record[beforeTax]), Number(record[vat]), Number(record[total])]).toEqual([
        BEFORE_TAX_RIALS,
        VAT_RIALS,
        BEFORE_TAX_RIALS + VAT_RIALS,
      ]);
      expect(record[bankRef]).toBe(payment.ref_id);
      expect(record[systemRef]).toBe(row.reference_number ?? '');
    }

    const byReservation = (id: string) => rows.filter((row) => row.reservation_id === id);
    const [accepted] = byReservation(bookings.accepted.reservationId);
    const [rejected] = byReservation(bookings.rejected.reservationId);
    const [cancelled, cancelling] = byReservation(bookings.refunded.reservationId);
    const recordOf = (row: { tax_id: string }) => read.find((each) => each[taxIdColumn] === row.tax_id)!;

    // the sale names no buyer; the refused one names its buyer and carries the system's code
    expect(recordOf(accepted)).toMatchObject({ [buyerColumn]: '', [answers]: '', [errors]: '' });
    expect(recordOf(rejected)[buyerColumn]).toBe(buyer);
    expect(recordOf(rejected)[errors]).toMatch(new RegExp(`^${FAKE_TAXPAYER_CODES.buyerUnknown}: `));
    // the cancelling invoice names the tax ID of the sale it cancels
    expect(recordOf(cancelling)).toMatchObject({ [kind]: TAX_INVOICE_SUBJECT_LABELS[3], [answers]: cancelled.tax_id });
    expect(recordOf(cancelled)[status]).toBe(TAX_INVOICE_LABELS.cancelled);
  });

  it('carries only the invoices of the status asked for', async () => {
    const read = records((await exported('?status=rejected')).text);
    expect(read).toHaveLength(1);
    expect(read[0][TAX_CSV_HEADERS[3]]).toBe(TAX_INVOICE_LABELS.rejected);
    expect(read[0][TAX_CSV_HEADERS[5]]).toBe(buyer);
  });

  it('is refused to a customer and to an unknown status, in Persian', async () => {
    expect((await exported('', bookings.accepted.customer)).status).toBe(403);
    const unknown = await exported('?status=paid');
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text).message).toMatch(/[\u0600-\u06FF]/);
  });
});
