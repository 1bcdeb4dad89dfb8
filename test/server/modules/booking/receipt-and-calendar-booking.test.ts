import { BOOKING_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit, CONSULTANT, PRICE } from '../../../fakes/server/booking/booking-kit';

describe('a receipt, for the customer who paid', () => {
  it('names the consultant as the settings do, and gives what the bank settled: amount, reference, masked card, time paid', async () => {
    const kit = bookingKit();
    const { customer, reservationId, payment } = await kit.paidBooking();
    const receipt = await kit.useCases.readReceipt.execute({ userId: customer.id, reservationId });
    expect(receipt).toEqual({
      reservationId,
      consultantName: CONSULTANT,
      typeTitle: 'مشاوره مالیاتی',
      date: kit.reservation(reservationId).date,
      time: kit.reservation(reservationId).time,
      amount: PRICE,
      refId: payment.refId,
      cardPan: payment.cardPan,
      paidAt: '2026-11-22T08:30:00.000Z',
      paymentStatus: 'paid',
    });
  });

  it('is refused to anyone else exactly as an unknown booking is', async () => {
    const kit = bookingKit();
    const { reservationId } = await kit.paidBooking();
    const stranger = kit.customer();
    const asStranger = kit.useCases.readReceipt.execute({ userId: stranger.id, reservationId });
    await expect(asStranger).rejects.toMatchObject({ kind: 'not-found', message: M.reservationNotFound });
    await expect(kit.useCases.readReceipt.execute({ userId: stranger.id, reservationId: 'no-such-booking' })).rejects.toMatchObject({
      kind: 'not-found',
      message: M.reservationNotFound,
    });
  });

  it('does not exist for a hold nobody paid, nor for a free session', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const { reservationId: unpaid } = await kit.holdAndGoToBank(customer);
    await expect(kit.useCases.readReceipt.execute({ userId: customer.id, reservationId: unpaid })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.noReceipt,
    });

    const other = kit.customer();
    const free = await kit.hold(other, kit.nextSlot(), kit.freeTypeId);
    const { paymentUrl } = await kit.useCases.initiatePayment.execute({ user: other, reservationId: free });
    await kit.returnFromBank(other, free, new URL(paymentUrl, 'https://site.test').searchParams.get('Authority')!);
    expect(kit.reservation(free).status).toBe('confirmed');
    await expect(kit.useCases.readReceipt.execute({ userId: other.id, reservationId: free })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.noReceipt,
    });
  });
});

describe('a booking as a calendar reads it, for its own customer once it is confirmed', () => {
  it("gives the confirmed booking's type, day and time", async () => {
    const kit = bookingKit();
    const { customer, reservationId } = await kit.paidBooking();
    const booking = await kit.useCases.readCalendarBooking.execute({ userId: customer.id, reservationId });
    expect(booking).toMatchObject({
      reservationId,
      typeTitle: 'مشاوره مالیاتی',
      date: kit.reservation(reservationId).date,
      time: kit.reservation(reservationId).time,
    });
  });

  it('is refused for a booking not confirmed yet, and to anyone else as an unknown booking is', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const held = await kit.hold(customer);
    await expect(kit.useCases.readCalendarBooking.execute({ userId: customer.id, reservationId: held })).rejects.toMatchObject({
      kind: 'forbidden',
      message: M.calendarOnlyConfirmed,
    });
    const { reservationId } = await kit.paidBooking();
    await expect(kit.useCases.readCalendarBooking.execute({ userId: customer.id, reservationId })).rejects.toMatchObject({
      kind: 'not-found',
      message: M.reservationNotFound,
    });
  });
});
