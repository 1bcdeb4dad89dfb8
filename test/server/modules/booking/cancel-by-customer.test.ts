import { CHANGE_NOTICE_MESSAGES } from '../../../../src/core/domain/customer-change';
import { BOOKING_MESSAGES, CUSTOMER_CHANGE_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe('the customer cancels their own confirmed booking', () => {
  it('gives a paid booking’s money back through the bank within its 30 minutes, and frees the time', async () => {
    const kit = bookingKit();
    const { customer, reservationId, authority } = await kit.paidBooking();

    expect(await kit.useCases.cancelByCustomer.execute({ userId: customer.id, reservationId })).toEqual({ money: 'reversed' });

    expect(kit.reservation(reservationId)).toMatchObject({ status: 'cancelled', cancelReason: 'به درخواست مشتری' });
    expect(kit.payment(authority)).toMatchObject({ status: 'reversed', failureReason: 'cancelled-by-customer' });
    expect(kit.bank.payment(authority)?.state).toBe('REVERSED');
    expect(kit.ledgerOf(reservationId).slice(-3)).toEqual([
      'cancelled-by-customer confirmed→cancelled',
      'refund-owed paid→refund_required',
      'reverse-answer refund_required→reversed (100)',
    ]);
    expect(kit.events.told).toContain(`cancelled ${reservationId} by customer: reversed`);
    const other = kit.customer();
    const slot = kit.reservation(reservationId);
    await expect(kit.hold(other, { date: slot.date, time: slot.time })).resolves.toEqual(expect.any(String));
  });

  it('puts the money on the consultant’s refund-owed list once the bank’s 30 minutes are over', async () => {
    const kit = bookingKit();
    const { customer, reservationId, authority } = await kit.paidBooking();
    kit.clock.advance(31 * MINUTE);

    expect(await kit.useCases.cancelByCustomer.execute({ userId: customer.id, reservationId })).toEqual({ money: 'refund-owed' });

    expect(kit.payment(authority).status).toBe('refund_required');
    expect(await kit.reads.refundsOwed(10)).toEqual([
      expect.objectContaining({ reservationId, reason: 'رزرو پرداخت‌شده به درخواست مشتری لغو شد' }),
    ]);
    expect(kit.events.told).toContain(`cancelled ${reservationId} by customer: refund-owed`);
  });

  it('cancels a free booking with nothing to give back', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const reservationId = await kit.hold(customer, kit.nextSlot(), kit.freeTypeId);
    const { paymentUrl } = await kit.useCases.initiatePayment.execute({ user: customer, reservationId });
    await kit.returnFromBank(customer, reservationId, new URL(paymentUrl, 'https://moshaver.test').searchParams.get('Authority')!);
    expect(kit.reservation(reservationId).status).toBe('confirmed');

    expect(await kit.useCases.cancelByCustomer.execute({ userId: customer.id, reservationId })).toEqual({ money: 'nothing-paid' });
    expect(kit.reservation(reservationId).status).toBe('cancelled');
    expect(await kit.reads.refundsOwed(10)).toEqual([]);
    expect(M.cancelled['nothing-paid']).toBe('رزرو شما لغو شد و زمان آن آزاد است');
  });

  it('answers «not found» for another customer’s booking and changes nothing', async () => {
    const kit = bookingKit();
    const { reservationId, authority } = await kit.paidBooking();
    const stranger = kit.customer();

    await expect(kit.useCases.cancelByCustomer.execute({ userId: stranger.id, reservationId })).rejects.toMatchObject({
      kind: 'not-found',
      message: BOOKING_MESSAGES.reservationNotFound,
    });
    expect(kit.reservation(reservationId).status).toBe('confirmed');
    expect(kit.payment(authority).status).toBe('paid');
  });

  it('refuses once the consultant’s notice has begun (24 hours before unless set), and keeps the booking', async () => {
    // the first slot is 2026-12-01 09:00 Tehran (05:30Z); 24 hours' notice begins at 2026-11-30 05:30Z
    const kit = bookingKit('2026-11-30T05:00:00Z');
    const { customer, reservationId } = await kit.paidBooking();
    kit.clock.advance(31 * MINUTE);

    await expect(kit.useCases.cancelByCustomer.execute({ userId: customer.id, reservationId })).rejects.toMatchObject({
      kind: 'conflict',
      message: CHANGE_NOTICE_MESSAGES.tooLate(24),
    });
    expect(kit.reservation(reservationId).status).toBe('confirmed');

    kit.settings.noticeHours = 2;
    expect(await kit.useCases.cancelByCustomer.execute({ userId: customer.id, reservationId })).toEqual({ money: 'refund-owed' });
  });

  it('refuses a hold that is not yet paid', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const reservationId = await kit.hold(customer);

    await expect(kit.useCases.cancelByCustomer.execute({ userId: customer.id, reservationId })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.notChangeable,
    });
    expect(kit.reservation(reservationId).status).toBe('pending');
  });
});
