import { bookingKit, RECONCILE_EVERY_MS } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe('the reconciliation job settles what no callback settled', () => {
  it('confirms a booking paid at the bank whose customer closed the tab before coming back', async () => {
    const kit = bookingKit();
    const { reservationId, authority } = await kit.holdAndGoToBank(kit.customer());
    kit.bank.pay(authority);

    expect(await kit.useCases.reconcilePayments.execute()).toEqual({ asked: 1, settled: 1, reversed: 0 });

    expect(kit.reservation(reservationId).status).toBe('confirmed');
    expect(kit.bank.successfulVerifies(authority)).toBe(1);
  });

  it('fails a payment the customer cancelled at the bank, and asks no more about it', async () => {
    const kit = bookingKit();
    const { authority } = await kit.holdAndGoToBank(kit.customer());
    kit.bank.cancel(authority);
    kit.clock.advance(RECONCILE_EVERY_MS);

    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1 });
    expect(kit.payment(authority)).toMatchObject({ status: 'failed', checkAfter: null });
    kit.clock.advance(60 * MINUTE);
    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ asked: 0 });
  });

  it('asks again later, waiting longer each time, while the bank does not answer', async () => {
    const kit = bookingKit();
    const { authority } = await kit.holdAndGoToBank(kit.customer());
    kit.bank.pay(authority);
    kit.bank.failNext('verify', 'no-answer', 2);
    kit.clock.advance(RECONCILE_EVERY_MS);

    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ asked: 1, settled: 0 });
    const firstWait = kit.payment(authority).checkAfter!.getTime() - kit.clock.now().getTime();
    kit.clock.advance(firstWait);
    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ asked: 1, settled: 0 });
    const secondWait = kit.payment(authority).checkAfter!.getTime() - kit.clock.now().getTime();
    expect(secondWait).toBeGreaterThan(firstWait);

    kit.clock.advance(secondWait);
    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ settled: 1 });
    expect(kit.payment(authority).status).toBe('paid');
  });

  it('leaves a payment open while the bank says the customer is still on its page', async () => {
    const kit = bookingKit();
    const { authority } = await kit.holdAndGoToBank(kit.customer());
    kit.clock.advance(RECONCILE_EVERY_MS);

    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ asked: 1, settled: 0 });
    expect(kit.payment(authority).status).toBe('initiated');
  });

  it('asks at once about the payments the bank lists as paid and unverified', async () => {
    const kit = bookingKit();
    const { authority } = await kit.holdAndGoToBank(kit.customer());
    kit.bank.pay(authority);
    kit.bank.failNext('verify', 'no-answer');
    await kit.useCases.reconcilePayments.execute();

    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ asked: 1, settled: 1 });
  });

  it('tries again to give back money still owed after a transient refusal', async () => {
    const kit = bookingKit();
    const { reservationId, payment } = await kit.paidBooking();
    kit.bank.failNext('reverse', { code: -12 });
    await kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId, reason: 'بیماری مشاور' });
    expect(kit.payment(payment.authority).status).toBe('refund_required');

    kit.clock.advance(RECONCILE_EVERY_MS);
    expect(await kit.useCases.reconcilePayments.execute()).toMatchObject({ reversed: 1 });
    expect(kit.payment(payment.authority).status).toBe('reversed');
  });
});
