import {
  api,
  bookAndGoToBank,
  goToBank,
  newCustomer,
  ledgerOf,
  paymentRow,
  reservationRow,
  runReconciliation,
  startMoneyWorld,
  verify,
  type MoneyWorld,
} from './money-support';
import { TEST_MOBILE } from '../support/sign-in-directly';

/**
 * Each way the bank can answer, against a fake Zarinpal that follows its documented contract:
 * the payment ends where the bank's word puts it, never where the callback's Status says.
 */
describe('the money path against the bank’s answers', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await startMoneyWorld();
  });
  afterAll(async () => world.close());

  it('confirms a booking the customer paid and never came back from, by the reconciliation job', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    // the tab was closed: no callback, no verify from the browser
    const report = await runReconciliation(world);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
    const payment = await paymentRow(world, authority);
    expect(payment).toMatchObject({ status: 'paid', gateway_code: 100, ref_id: expect.stringMatching(/^\d+$/) });
    expect((await reservationRow(world, reservationId)).payment_id).toBe(payment.id);
    expect(world.bank.successfulVerifies(authority)).toBe(1);
    // the customer comes back later: the callback answers from the settled row
    expect(await verify(world, authority, reservationId, customer)).toMatchObject({
      status: 200,
      body: { state: 'paid', refId: payment.ref_id },
    });
    expect(world.bank.successfulVerifies(authority)).toBe(1);
  });

  it('keeps a payment open on a transient answer (-12, -52, timeout), asks again and confirms', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    world.bank.failNext('verify', { code: -12 });
    expect(await verify(world, authority, reservationId, customer)).toMatchObject({ status: 202, body: { state: 'checking' } });
    expect(await paymentRow(world, authority)).toMatchObject({ status: 'initiated', gateway_code: -12 });
    world.bank.failNext('verify', { code: -52 });
    world.bank.failNext('verify', 'timeout');
    expect((await verify(world, authority, reservationId, customer)).status).toBe(202);
    await runReconciliation(world);
    expect((await paymentRow(world, authority)).status).toBe('initiated');
    await runReconciliation(world);
    expect(await paymentRow(world, authority)).toMatchObject({ status: 'paid', gateway_code: 100 });
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
    expect(await ledgerOf(world, reservationId)).toEqual([
      'hold-made -→pending',
      'initiated -→initiated',
      'verify-answer initiated→initiated (-12)',
      'verify-answer initiated→initiated (-52)',
      'verify-answer initiated→initiated',
      'confirmed pending→confirmed',
      'verify-answer initiated→paid (100)',
    ]);
  });

  it('keeps a payment open on a configuration error (-10) and shows it to the consultant', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    world.bank.failNext('verify', { code: -10 });
    expect((await verify(world, authority, reservationId, customer)).status).toBe(202);
    const owed = await api(world, 'GET', '/api/payments/refunds-owed', world.consultant);
    expect(owed.body.gatewayProblems).toEqual(expect.arrayContaining([expect.objectContaining({ code: -10 })]));
    expect((await verify(world, authority, reservationId, customer)).status).toBe(200);
  });

  it('settles as failed on a final answer about the payment itself (-50 wrong amount), and the customer may pay again', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    world.bank.failNext('verify', { code: -50 });
    const answer = await verify(world, authority, reservationId, customer);
    expect(answer.status).toBe(400);
    expect(await paymentRow(world, authority)).toMatchObject({ status: 'failed', gateway_code: -50 });
    expect((await reservationRow(world, reservationId)).status).toBe('pending');
    const again = await goToBank(world, reservationId, customer);
    world.bank.pay(again);
    expect((await verify(world, again, reservationId, customer)).status).toBe(200);
  });

  it('never fails a payment on the callback’s Status alone: NOK or OK before paying leaves it open while the customer is at the bank', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    expect((await verify(world, authority, reservationId, customer, 'NOK')).status).toBe(202);
    expect((await verify(world, authority, reservationId, customer, 'OK')).status).toBe(202);
    expect((await paymentRow(world, authority)).status).toBe('initiated');
    // then the customer does pay: the booking is confirmed and nothing is stuck as failed
    world.bank.pay(authority);
    expect((await verify(world, authority, reservationId, customer, 'OK')).status).toBe(200);
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
  });

  it('settles a payment cancelled at the bank as failed once the bank’s inquiry says so', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.cancel(authority);
    expect((await verify(world, authority, reservationId, customer, 'NOK')).status).toBe(400);
    expect((await paymentRow(world, authority)).status).toBe('failed');
  });

  it('reverses a payment that arrived after its slot was sold to someone else, and tells the customer', async () => {
    const { customer, reservationId, authority, slot } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    world.server.clock.advance(7 * 60_000);
    const rival = await newCustomer(world);
    const taken = await api(
      world,
      'POST',
      '/api/reservations/book',
      rival,
      { reservationTypeId: world.typeId, date: slot.date, timeSlot: slot.time },
      rival.address,
    );
    expect(taken.status).toBe(201);
    const answer = await verify(world, authority, reservationId, customer);
    expect(answer).toMatchObject({
      status: 409,
      body: { message: 'زمان این رزرو پیش از تأیید پرداخت به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود' },
    });
    expect(await paymentRow(world, authority)).toMatchObject({ status: 'reversed', failure_reason: 'slot-lost' });
    expect(world.bank.payment(authority)?.state).toBe('REVERSED');
    const mine = await api(world, 'GET', '/api/reservations/mine', customer);
    const row = (mine.body.reservations as Array<{ _id: string; status: string; payment: { status: string } }>).find(
      (r) => r._id === reservationId,
    )!;
    expect(row).toMatchObject({ status: 'expired', payment: { status: 'reversed' } });
  });

  it('puts a refused reverse (-62: server IP not registered) on the consultant’s list and shows the customer a refund on its way', async () => {
    world.bank.failNext('reverse', { code: -62 });
    const { customer, reservationId, authority, slot } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    world.server.clock.advance(7 * 60_000);
    const rival = await newCustomer(world);
    await api(
      world,
      'POST',
      '/api/reservations/book',
      rival,
      { reservationTypeId: world.typeId, date: slot.date, timeSlot: slot.time },
      rival.address,
    );
    expect((await verify(world, authority, reservationId, customer)).status).toBe(409);
    const payment = await paymentRow(world, authority);
    expect(payment).toMatchObject({ status: 'refund_required', gateway_code: -62 });
    const owed = await api(world, 'GET', '/api/payments/refunds-owed', world.consultant);
    expect(owed.body.refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentId: payment.id, lastGatewayCode: -62, amount: 1_250_000 })]),
    );
    expect(owed.body.gatewayProblems).toEqual(expect.arrayContaining([expect.objectContaining({ code: -62 })]));
    const mine = await api(world, 'GET', '/api/reservations/mine', customer);
    expect(
      (mine.body.reservations as Array<{ _id: string; payment: { status: string } }>).find((r) => r._id === reservationId)!.payment.status,
    ).toBe('refund_required');
    // a configuration refusal is tried again by the job, and once the IP is registered it goes through
    await runReconciliation(world);
    expect((await paymentRow(world, authority)).status).toBe('reversed');
  });

  it('reverses a second payment for a booking already paid, with its own message', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    const second = await goToBank(world, reservationId, customer);
    world.bank.pay(authority);
    world.bank.pay(second);
    expect((await verify(world, authority, reservationId, customer)).status).toBe(200);
    const answer = await verify(world, second, reservationId, customer);
    expect(answer).toMatchObject({
      status: 409,
      body: { message: 'این رزرو پیش‌تر پرداخت شده است؛ مبلغ این پرداخت دوم به حساب شما بازگردانده می‌شود' },
    });
    expect(await paymentRow(world, second)).toMatchObject({ status: 'reversed', failure_reason: 'already-paid' });
    expect(await paymentRow(world, authority)).toMatchObject({ status: 'paid' });
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
  });

  it('sends the amount in tomans with the currency named, so the bank shows what the site shows', async () => {
    const { authority } = await bookAndGoToBank(world);
    expect(world.bank.payment(authority)).toMatchObject({ amount: 1_250_000, currency: 'IRT' });
  });

  it('gives the bank the customer’s mobile number (metadata.mobile), so Zarinpal can fill in its form', async () => {
    const { authority, reservationId, customer } = await bookAndGoToBank(world);
    expect(world.bank.payment(authority)?.metadata).toEqual({ order_id: reservationId, email: customer.email, mobile: TEST_MOBILE });
  });
});
