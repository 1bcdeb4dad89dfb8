import { isFreeAuthority } from '../../../../src/core/domain/money-contract';
import { BOOKING_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit, CALLBACK_URL, PRICE } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe('going to the bank for a held slot', () => {
  it("asks the bank for the price the server knows, describes the booking, gives it the customer's mobile, and records the open payment", async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const reservationId = await kit.hold(customer, { date: '2026-12-01', time: '10:00' });

    const { paymentUrl } = await kit.useCases.initiatePayment.execute({ user: customer, reservationId });

    const authority = kit.bank.lastAuthority();
    expect(paymentUrl).toBe(`https://payment.zarinpal.test/pg/StartPay/${authority}`);
    expect(kit.bank.payment(authority)).toMatchObject({
      amountTomans: PRICE,
      callbackUrl: CALLBACK_URL,
      description: expect.stringMatching(/^رزرو مشاوره مالیاتی، .*ساعت ۱۰:۰۰$/),
      metadata: { orderId: reservationId, email: customer.email, mobile: customer.mobile },
    });
    expect(kit.payment(authority)).toMatchObject({ status: 'initiated', amount: PRICE, gateway: 'zarinpal' });
    expect(kit.ledgerOf(reservationId)).toEqual(['hold-made -→pending', 'initiated -→initiated']);
  });

  it('may go again while the hold lasts, after cancelling at the bank', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId, authority } = await kit.holdAndGoToBank(customer);
    kit.bank.cancel(authority);

    await kit.useCases.initiatePayment.execute({ user: customer, reservationId });

    expect(kit.store.payments.filter((row) => row.reservationId === reservationId)).toHaveLength(2);
  });

  it('books a free type without the bank: the way leads straight to the callback', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const reservationId = await kit.hold(customer, kit.nextSlot(), kit.freeTypeId);

    const { paymentUrl } = await kit.useCases.initiatePayment.execute({ user: customer, reservationId });

    const authority = new URL(paymentUrl, 'https://x.test').searchParams.get('Authority');
    expect(paymentUrl).toMatch(/^\/payment\/callback\?Authority=FREE\w+&Status=OK$/);
    expect(isFreeAuthority(authority)).toBe(true);
    expect(kit.bank.calls).toEqual([]);
  });

  it('refuses someone else’s reservation as if it did not exist, a paid one, and a lapsed hold', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const reservationId = await kit.hold(customer);
    await expect(kit.useCases.initiatePayment.execute({ user: kit.customer(), reservationId })).rejects.toMatchObject({
      kind: 'not-found',
      message: M.reservationNotFound,
    });

    const paid = await kit.paidBooking();
    await expect(kit.useCases.initiatePayment.execute({ user: paid.customer, reservationId: paid.reservationId })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.alreadyPaid,
    });

    kit.clock.advance(7 * MINUTE);
    await expect(kit.useCases.initiatePayment.execute({ user: customer, reservationId })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.holdExpired,
    });
  });

  it('answers that the bank is unavailable when it refuses, and keeps the refusal in the ledger', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const reservationId = await kit.hold(customer);
    kit.bank.failNext('request', { code: -14 });

    await expect(kit.useCases.initiatePayment.execute({ user: customer, reservationId })).rejects.toMatchObject({
      kind: 'unavailable',
      message: M.gatewayUnavailable,
    });

    expect(kit.ledgerOf(reservationId)).toEqual(['hold-made -→pending', 'initiate-refused -→- (-14)']);
    expect(kit.log.warnings()).toEqual(['payment request refused by the gateway']);
    expect(await kit.reads.gatewayProblems(new Date(0), 5)).toEqual([expect.objectContaining({ code: -14 })]);
  });
});
