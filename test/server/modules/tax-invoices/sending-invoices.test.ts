import { FAKE_TAXPAYER_CODES } from '../../../fakes/server/tax/fake-taxpayer-server';
import type { InvoiceVerdict, TaxInvoiceDocument } from '../../../../server/modules/tax-invoices';
import { sessionInvoice, startTaxpayerWorld, withWrongCheckDigit, type TaxpayerWorld } from './taxpayer-world';

/**
 * Sending official invoices to the taxpayer system (سامانه مودیان) and asking for its verdict,
 * through the module's use cases on the jose adapter against a fake of the system on a local port.
 */
describe('sending invoices to the taxpayer system', () => {
  let world: TaxpayerWorld;

  beforeEach(async () => {
    world = await startTaxpayerWorld();
  });

  afterEach(async () => {
    await world.fake.stop();
  });

  async function sendOne(invoice: TaxInvoiceDocument, uid = 'trace-1'): Promise<string> {
    const sent = await world.useCases.sendTaxInvoices.execute([{ uid, invoice }]);
    if (!sent.ok) throw new Error(sent.message);
    expect(sent.value).toEqual([{ uid, referenceNumber: expect.any(String), errors: [] }]);
    return sent.value[0].referenceNumber as string;
  }

  async function verdictOn(referenceNumber: string): Promise<InvoiceVerdict> {
    const asked = await world.useCases.inquireTaxInvoices.execute([referenceNumber]);
    if (!asked.ok) throw new Error(asked.message);
    return asked.value[0];
  }

  it('a correct invoice is accepted, found again by its reference number', async () => {
    const reference = await sendOne(sessionInvoice(1));

    expect(await verdictOn(reference)).toEqual({ referenceNumber: reference, uid: 'trace-1', status: 'accepted', warnings: [] });
    expect(world.fake.invoices()[0].verdict).toMatchObject({ ok: true, invoice: { header: { taxid: sessionInvoice(1).header.taxid } } });
  });

  it('invoices sent together each get their own reference and verdict', async () => {
    const sent = await world.useCases.sendTaxInvoices.execute([
      { uid: 'a', invoice: sessionInvoice(2) },
      { uid: 'b', invoice: withWrongCheckDigit(sessionInvoice(3)) },
    ]);
    if (!sent.ok) throw new Error(sent.message);
    const asked = await world.useCases.inquireTaxInvoices.execute(sent.value.map((one) => one.referenceNumber as string));

    expect(asked.ok && asked.value.map((verdict) => [verdict.uid, verdict.status])).toEqual([
      ['a', 'accepted'],
      ['b', 'rejected'],
    ]);
  });

  it("an invoice whose tax ID's check digit is wrong is rejected with the system's code", async () => {
    const reference = await sendOne(withWrongCheckDigit(sessionInvoice(4)));

    expect(await verdictOn(reference)).toMatchObject({
      status: 'rejected',
      errors: [{ code: FAKE_TAXPAYER_CODES.taxIdCheckDigit, message: expect.stringContaining('check digit') }],
    });
  });

  it('an invoice whose sums do not hold is rejected, naming the sums', async () => {
    const invoice = sessionInvoice(5);
    const wrong = { ...invoice, header: { ...invoice.header, tbill: invoice.header.tbill + 10 }, body: [{ ...invoice.body[0], vam: 1 }] };

    const reference = await sendOne(wrong);

    expect(await verdictOn(reference)).toMatchObject({
      status: 'rejected',
      errors: [{ code: FAKE_TAXPAYER_CODES.sums, message: expect.stringMatching(/line 1: vam.*tbill/) }],
    });
  });

  it('an invoice still being checked is pending, and accepted when asked again later', async () => {
    world.fake.answerPendingFor(2);
    const reference = await sendOne(sessionInvoice(6));

    expect((await verdictOn(reference)).status).toBe('pending');
    expect((await verdictOn(reference)).status).toBe('pending');
    expect((await verdictOn(reference)).status).toBe('accepted');
  });

  it('a reference the system does not know is answered not found', async () => {
    expect(await verdictOn('00000000-0000-0000-0000-000000000000')).toEqual({
      referenceNumber: '00000000-0000-0000-0000-000000000000',
      uid: null,
      status: 'not-found',
    });
  });

  it('a tax ID accepted once is refused a second time', async () => {
    await verdictOn(await sendOne(sessionInvoice(7)));
    const again = await sendOne(sessionInvoice(7), 'trace-2');

    expect(await verdictOn(again)).toMatchObject({ status: 'rejected', errors: [{ code: FAKE_TAXPAYER_CODES.duplicateTaxId }] });
  });

  it('every request carries a token of its own, over a nonce of its own', async () => {
    await sendOne(sessionInvoice(8));

    expect(world.fake.requests).toEqual(['GET /nonce', 'GET /server-information', 'GET /nonce', 'POST /invoice']);
  });
});
