import { tmpdir } from 'node:os';
import { loadConfig } from '../../../server/config';
import { api, paymentRow } from '../money/money-support';
import { startTaxInvoiceWorld, type TaxInvoiceWorld } from './tax-invoice-world';

/**
 * The taxpayer system's failures not covered by the other paths, through the running server: a
 * request it leaves unanswered (cut off after TAXPAYER_TIMEOUT_MS, short here) and money that goes
 * back before the invoice was ever registered.
 */
describe('e-invoices when the taxpayer system does not answer, and when the money goes back first', () => {
  let world: TaxInvoiceWorld;

  beforeAll(async () => {
    world = await startTaxInvoiceWorld({ TAXPAYER_TIMEOUT_MS: '300' });
    await world.turnSendingOn();
  }, 60_000);

  afterAll(async () => {
    await world?.close();
  });

  const invoicesOf = async (reservationId: string) => (await world.invoiceRows()).filter((row) => row.reservation_id === reservationId);
  const receivedOf = (id: string) => world.taxpayer.invoices().filter((kept) => kept.uid === id);

  it('TAXPAYER_TIMEOUT_MS is milliseconds from 100 to 120000, refused at start otherwise', () => {
    const config = (value?: string) => loadConfig({ DATA_DIR: tmpdir(), ...(value === undefined ? {} : { TAXPAYER_TIMEOUT_MS: value }) });
    expect(config().taxpayerTimeoutMs).toBe(20_000);
    expect(config('1500').taxpayerTimeoutMs).toBe(1500);
    for (const wrong of ['50', '120001', '2s', '-1']) expect(() => config(wrong)).toThrow(/TAXPAYER_TIMEOUT_MS/);
  });

  it('a send left unanswered keeps the invoice waiting, never failed; next it is asked for by its trace ID, then sent once', async () => {
    const { reservationId } = await world.paidBooking();
    world.taxpayer.failNext('timeout', '/invoice');
    await world.runJob();
    const [waiting] = await invoicesOf(reservationId);
    expect(waiting).toMatchObject({ status: 'draft', attempts: 1, reference_number: null });
    expect(await world.eventsOf(waiting.id)).toEqual(['issued -→draft', 'transient draft→draft']);
    // a timeout passes by itself: no configuration error on the consultant's banner
    expect((await api(world, 'GET', '/api/admin/tax-invoices', world.consultant)).body.problems).toEqual([]);

    const before = world.taxpayer.requests.length;
    await world.runJob();
    // asked by its trace ID before anything is sent again; the system did not have it, so it is sent now
    const next = world.taxpayer.requests.slice(before);
    expect(next.indexOf('GET /inquiry-by-uid')).toBeGreaterThanOrEqual(0);
    expect(next.indexOf('GET /inquiry-by-uid')).toBeLessThan(next.indexOf('POST /invoice'));
    await world.runJob();
    expect((await invoicesOf(reservationId))[0].status).toBe('accepted');
    expect(receivedOf(waiting.id)).toHaveLength(1);
  });

  it('a send the system took but whose answer timed out is found by its trace ID and recorded as sent, never sent twice', async () => {
    const { reservationId } = await world.paidBooking();
    const received = world.taxpayer.loseNextSendAnswer();
    await world.runJob();
    await received;
    const [waiting] = await invoicesOf(reservationId);
    expect(waiting).toMatchObject({ status: 'draft', attempts: 1 });

    await world.runJob();
    const [sent] = await invoicesOf(reservationId);
    expect(sent).toMatchObject({ status: 'sent', reference_number: expect.any(String) });
    await world.runJob();
    expect((await invoicesOf(reservationId))[0].status).toBe('accepted');
    expect(receivedOf(waiting.id)).toHaveLength(1);
  });

  it('money paid back before the invoice was sent makes the draft void: no cancelling invoice, nothing sent', async () => {
    const { reservationId, authority } = await world.paidBooking();
    world.taxpayer.failNext('500', '/invoice');
    await world.runJob();
    const [draft] = await invoicesOf(reservationId);
    expect(draft.status).toBe('draft');

    const cancelled = await api(world, 'POST', `/api/reservations/${reservationId}/cancel`, world.consultant, { reason: 'تغییر برنامه' });
    expect(cancelled.status).toBe(200);
    const payment = await paymentRow(world, authority);
    expect((await api(world, 'POST', `/api/payments/${payment.id}/mark-refunded`, world.consultant, { note: 'کارت به کارت' })).status).toBe(
      200,
    );
    await world.runJob();
    await world.runJob();
    expect(await invoicesOf(reservationId)).toEqual([expect.objectContaining({ id: draft.id, status: 'void', subject: 1 })]);
    expect((await world.eventsOf(draft.id)).at(-1)).toBe('void draft→void');
    expect(receivedOf(draft.id)).toEqual([]);
    // the tab offers nothing more to do with it
    const listed = (await api(world, 'GET', '/api/admin/tax-invoices?status=void', world.consultant)).body.invoices as Array<
      Record<string, unknown>
    >;
    expect(listed).toEqual([expect.objectContaining({ id: draft.id, canResend: false, canCorrect: false })]);
  });
});
