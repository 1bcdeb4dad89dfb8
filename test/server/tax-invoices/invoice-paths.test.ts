import { nationalIdCheckDigit } from '../../../src/core/domain/tax/national-id';
import { readTaxId } from '../../../src/core/domain/tax/tax-id';
import { TAX_INVOICES_MESSAGES } from '../../../server/modules/tax-invoices';
import { FAKE_TAXPAYER_CODES } from '../../fakes/server/tax/fake-taxpayer-server';
import { api, paymentRow } from '../money/money-support';
import { MEMORY_ID, SELLER_ECONOMIC_CODE, startTaxInvoiceWorld, type TaxInvoiceWorld } from './tax-invoice-world';

const nationalId = (firstNine: string) => `${firstNine}${nationalIdCheckDigit(firstNine)}`;
// the type costs 1,250,000 tomans: 12,500,000 rials, 10% VAT on top
const PAID_RIALS = 12_500_000;
const VAT_RIALS = 1_250_000;

/**
 * Every path of an official e-invoice (سامانه مودیان) through the running server: the job issues
 * one invoice per confirmed paid booking while sending is on, sends it to a fake of the taxpayer
 * system (which checks the token's signature, decrypts the packet, verifies its signature, the tax
 * ID's check digit and the sums) and asks for its verdict.
 */
describe('official e-invoices for paid bookings', () => {
  let world: TaxInvoiceWorld;

  beforeAll(async () => {
    world = await startTaxInvoiceWorld();
  }, 60_000);

  afterAll(async () => {
    await world?.close();
  });

  const invoicesOf = async (reservationId: string) => (await world.invoiceRows()).filter((row) => row.reservation_id === reservationId);
  const tab = async (query = '') => (await api(world, 'GET', `/api/admin/tax-invoices${query}`, world.consultant)).body;
  const receiptOf = async (reservationId: string, customer: Parameters<typeof api>[3]) =>
    (await api(world, 'GET', `/api/reservations/${reservationId}/receipt`, customer)).body.receipt as Record<string, unknown>;

  it('with sending off (the default), issues no invoice and sends nothing', async () => {
    const { reservationId, customer } = await world.paidBooking();

    expect(await world.runJob()).toMatchObject({ sendingOn: false, issued: 0 });
    expect(await invoicesOf(reservationId)).toEqual([]);
    expect(world.taxpayer.requests).toEqual([]);
    expect(await receiptOf(reservationId, customer)).not.toHaveProperty('taxId');
    expect(await tab()).toMatchObject({ invoices: [], sendingOn: false });
  });

  it('a paid booking gets one invoice, accepted by the system, its tax ID on the receipt', async () => {
    await world.turnSendingOn();
    const { reservationId, authority, customer } = await world.paidBooking();

    expect(await world.runJob()).toMatchObject({ sendingOn: true, issued: 1, sent: 1 });
    const [sent] = await invoicesOf(reservationId);
    expect(sent).toMatchObject({ status: 'sent', subject: 1, memory_id: MEMORY_ID, reference_number: expect.any(String) });
    expect(await receiptOf(reservationId, customer)).not.toHaveProperty('taxId');

    await world.runJob();
    const [accepted] = await invoicesOf(reservationId);
    expect(accepted.status).toBe('accepted');
    // the tax ID holds its check digit, names the memory ID and the paid day, and the seller's first serial
    const payment = await paymentRow(world, authority);
    expect(readTaxId(accepted.tax_id)).toEqual({
      memoryId: MEMORY_ID,
      day: Math.floor(new Date(payment.paid_at!).getTime() / 86_400_000),
      serial: accepted.serial,
    });
    // what the system received and accepted: the amounts in rials, no buyer named, the bank's reference
    const received = world.taxpayer.invoices().find((kept) => kept.verdict.ok && kept.verdict.invoice.header.taxid === accepted.tax_id);
    expect(received?.verdict).toMatchObject({
      ok: true,
      invoice: {
        header: { inty: 2, ins: 1, tins: SELLER_ECONOMIC_CODE, tadis: PAID_RIALS, tvam: VAT_RIALS, tbill: PAID_RIALS + VAT_RIALS },
        payments: [{ trn: payment.ref_id }],
      },
    });
    expect(await world.eventsOf(accepted.id)).toEqual(['issued -→draft', 'sent draft→sent', 'accepted sent→accepted']);
    expect(await receiptOf(reservationId, customer)).toMatchObject({ taxId: accepted.tax_id });

    // later runs issue nothing more for it
    await world.runJob();
    expect(await invoicesOf(reservationId)).toHaveLength(1);
  });

  it('an invoice the system rejects shows its codes, and the correction the consultant makes is accepted', async () => {
    await world.turnSendingOn();
    const unknownBuyer = nationalId('001234567');
    world.taxpayer.refuseBuyer(unknownBuyer);
    const { reservationId } = await world.paidBooking(unknownBuyer);
    await world.runJob();
    await world.runJob();
    const [rejected] = await invoicesOf(reservationId);
    expect(rejected).toMatchObject({ status: 'rejected', buyer_tax_id: unknownBuyer });

    const listed = (await tab('?status=rejected')).invoices as Array<Record<string, unknown>>;
    expect(listed).toEqual([
      expect.objectContaining({
        id: rejected.id,
        buyerTaxId: unknownBuyer,
        canCorrect: true,
        canResend: false,
        errors: [{ code: FAKE_TAXPAYER_CODES.buyerUnknown, message: expect.stringContaining(unknownBuyer) }],
      }),
    ]);
    // a wrong national ID is refused in Persian and corrects nothing
    const wrong = await api(world, 'POST', `/api/admin/tax-invoices/${rejected.id}/correct`, world.consultant, {
      buyerTaxId: '0012345678',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await invoicesOf(reservationId)).toHaveLength(1);

    const rightBuyer = nationalId('001234568');
    const corrected = await api(world, 'POST', `/api/admin/tax-invoices/${rejected.id}/correct`, world.consultant, {
      buyerTaxId: rightBuyer,
    });
    expect(corrected).toMatchObject({ status: 200, body: { message: TAX_INVOICES_MESSAGES.correctionQueued } });
    const again = await api(world, 'POST', `/api/admin/tax-invoices/${rejected.id}/correct`, world.consultant, { buyerTaxId: rightBuyer });
    expect(again.status).toBe(409);

    await world.runJob();
    await world.runJob();
    const [original, correction] = await invoicesOf(reservationId);
    expect(original).toMatchObject({ id: rejected.id, status: 'corrected' });
    expect(correction).toMatchObject({
      status: 'accepted',
      corrects_id: rejected.id,
      buyer_tax_id: rightBuyer,
      serial: original.serial + 1,
    });
    expect(correction.tax_id).not.toBe(original.tax_id);
  });

  it('a send the system fails (5xx) is tried again after a wait, then accepted', async () => {
    await world.turnSendingOn();
    const { reservationId } = await world.paidBooking();
    world.taxpayer.failNext('500', '/invoice');
    await world.runJob();
    const [waiting] = await invoicesOf(reservationId);
    expect(waiting).toMatchObject({ status: 'draft', attempts: 1 });
    expect(await world.eventsOf(waiting.id)).toEqual(['issued -→draft', 'transient draft→draft']);
    // not before its wait
    expect(await world.invoices.runTaxInvoices.execute()).toMatchObject({ sent: 0 });

    await world.runJob();
    await world.runJob();
    const [accepted] = await invoicesOf(reservationId);
    expect(accepted.status).toBe('accepted');
    expect(world.taxpayer.invoices().filter((kept) => kept.uid === accepted.id)).toHaveLength(1);
  });

  it('an answer still pending is asked about again until the verdict comes', async () => {
    await world.turnSendingOn();
    world.taxpayer.answerPendingFor(2);
    const { reservationId } = await world.paidBooking();
    await world.runJob();
    await world.runJob();
    await world.runJob();
    expect((await invoicesOf(reservationId))[0].status).toBe('sent');
    await world.runJob();
    world.taxpayer.answerPendingFor(0);
    const [accepted] = await invoicesOf(reservationId);
    expect(accepted.status).toBe('accepted');
    expect(await world.eventsOf(accepted.id)).toEqual([
      'issued -→draft',
      'sent draft→sent',
      'pending sent→sent',
      'pending sent→sent',
      'accepted sent→accepted',
    ]);
  });

  it('when the money goes back, an accepted invoice is cancelled by a cancelling invoice linked to it', async () => {
    await world.turnSendingOn();
    const { reservationId, authority } = await world.paidBooking();
    await world.runJob();
    await world.runJob();
    const [original] = await invoicesOf(reservationId);
    expect(original.status).toBe('accepted');

    // the consultant cancels after the bank's window for a reverse: the money is owed, the invoice stands meanwhile
    const cancelled = await api(world, 'POST', `/api/reservations/${reservationId}/cancel`, world.consultant, { reason: 'تغییر برنامه' });
    expect(cancelled).toMatchObject({ status: 200, body: { refundOwed: true } });
    await world.runJob();
    expect((await invoicesOf(reservationId)).map((row) => row.status)).toEqual(['accepted']);

    // paid back by hand and marked refunded
    const payment = await paymentRow(world, authority);
    expect((await api(world, 'POST', `/api/payments/${payment.id}/mark-refunded`, world.consultant, { note: 'کارت به کارت' })).status).toBe(
      200,
    );
    await world.runJob();
    const [cancelling, cancellation] = await invoicesOf(reservationId);
    expect(cancelling).toMatchObject({ id: original.id, status: 'cancelling' });
    expect(cancellation).toMatchObject({ subject: 3, cancels_id: original.id, status: 'sent' });
    await world.runJob();
    const [done, accepted] = await invoicesOf(reservationId);
    expect(done.status).toBe('cancelled');
    expect(accepted.status).toBe('accepted');
    const received = world.taxpayer.invoices().find((kept) => kept.uid === accepted.id);
    expect(received?.verdict).toMatchObject({
      ok: true,
      invoice: { header: { ins: 3, irtaxid: original.tax_id, taxid: accepted.tax_id, tbill: PAID_RIALS + VAT_RIALS } },
    });
  });

  it('a token the system refuses is shown to the consultant as a configuration error, and nothing is lost', async () => {
    await world.turnSendingOn();
    world.taxpayer.register(MEMORY_ID, (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey);
    const { reservationId } = await world.paidBooking();
    await world.runJob();
    const [waiting] = await invoicesOf(reservationId);
    expect(waiting.status).toBe('draft');
    expect(await tab()).toMatchObject({ problems: [{ message: TAX_INVOICES_MESSAGES.tokenRefused }] });

    world.taxpayer.register(MEMORY_ID, (await import('node:crypto')).createPublicKey(world.credentials.privateKey));
    await world.runJob();
    await world.runJob();
    expect((await invoicesOf(reservationId))[0].status).toBe('accepted');
  });

  it('turned off again, issues nothing more and sends nothing', async () => {
    await world.turnSendingOff();
    const before = world.taxpayer.requests.length;
    const { reservationId } = await world.paidBooking();
    expect(await world.runJob()).toMatchObject({ sendingOn: false });
    expect(await invoicesOf(reservationId)).toEqual([]);
    expect(world.taxpayer.requests).toHaveLength(before);
  });
});
