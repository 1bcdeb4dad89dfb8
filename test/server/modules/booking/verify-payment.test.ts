import { BOOKING_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe('coming back from the bank: only the bank’s word confirms a booking', () => {
  it('confirms a paid booking once, with the bank’s reference, and answers a replayed callback from the settled row', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId, authority } = await kit.holdAndGoToBank(customer);
    kit.bank.pay(authority);

    const first = await kit.returnFromBank(customer, reservationId, authority);
    const replay = await kit.returnFromBank(customer, reservationId, authority);

    expect(first).toEqual({ state: 'paid', refId: expect.any(String) });
    expect(replay).toEqual(first);
    expect(kit.bank.successfulVerifies(authority)).toBe(1);
    expect(kit.reservation(reservationId)).toMatchObject({ status: 'confirmed', paymentId: kit.payment(authority).id });
    expect(kit.ledgerOf(reservationId).slice(-2)).toEqual(['confirmed pending→confirmed', 'verify-answer initiated→paid (100)']);
  });

  it('trusts not the Status the browser brings: an OK for an unpaid payment is still a failure', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId, authority } = await kit.holdAndGoToBank(customer);
    kit.bank.cancel(authority);

    await expect(kit.returnFromBank(customer, reservationId, authority, 'OK')).rejects.toMatchObject({
      kind: 'invalid',
      message: M.notPaid,
    });
    expect(kit.payment(authority).status).toBe('failed');
  });

  it('keeps a payment open while the customer may still be on the bank’s page', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId, authority } = await kit.holdAndGoToBank(customer);

    expect(await kit.returnFromBank(customer, reservationId, authority, 'NOK')).toEqual({ state: 'checking' });
    expect(kit.payment(authority).status).toBe('initiated');
  });

  it('says “checking” when the bank does not answer, and settles nothing', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId, authority } = await kit.holdAndGoToBank(customer);
    kit.bank.pay(authority);
    kit.bank.failNext('verify', { code: -12 });

    expect(await kit.returnFromBank(customer, reservationId, authority)).toEqual({ state: 'checking' });
    expect(kit.reservation(reservationId).status).toBe('pending');
  });

  it('counts 101 as paid when our own record ties the authority to the reservation (the answer to the first verify was lost)', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId, authority } = await kit.holdAndGoToBank(customer);
    kit.bank.pay(authority);
    kit.bank.failNext('verify', 'answer-lost');

    expect(await kit.returnFromBank(customer, reservationId, authority)).toEqual({ state: 'checking' });
    expect(await kit.returnFromBank(customer, reservationId, authority)).toMatchObject({ state: 'paid' });
    expect(kit.reservation(reservationId).status).toBe('confirmed');
  });

  it('confirms a payment that arrives after the hold lapsed, if the time is still free', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId, authority } = await kit.holdAndGoToBank(customer);
    kit.clock.advance(8 * MINUTE);
    kit.bank.pay(authority);

    expect(await kit.returnFromBank(customer, reservationId, authority)).toMatchObject({ state: 'paid' });
    expect(kit.reservation(reservationId).status).toBe('confirmed');
  });

  it('gives the money back at once when someone else took the time before the payment was verified', async () => {
    const kit = bookingKit();
    const late = kit.customer();
    const slot = kit.nextSlot();
    const { reservationId, authority } = await kit.holdAndGoToBank(late, slot);
    kit.clock.advance(7 * MINUTE);
    await kit.hold(kit.customer(), slot);
    kit.bank.pay(authority);

    await expect(kit.returnFromBank(late, reservationId, authority)).rejects.toMatchObject({ kind: 'conflict', message: M.slotLost });
    expect(kit.payment(authority)).toMatchObject({ status: 'reversed', failureReason: 'slot-lost' });
    expect(kit.bank.payment(authority)?.state).toBe('REVERSED');
  });

  it('refuses an authority that is not this reservation’s, and another customer’s reservation', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId } = await kit.holdAndGoToBank(customer);
    const other = await kit.holdAndGoToBank(kit.customer());

    await expect(kit.returnFromBank(customer, reservationId, other.authority)).rejects.toMatchObject({
      kind: 'invalid',
      message: M.paymentNotFound,
    });
    await expect(kit.returnFromBank(customer, other.reservationId, other.authority)).rejects.toMatchObject({
      kind: 'not-found',
      message: M.reservationNotFound,
    });
  });
});
