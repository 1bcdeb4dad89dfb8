import { bookingKit, PRICE } from '../../../fakes/server/booking/booking-kit';

describe('what a receipt is made of (the booking reads on fakes)', () => {
  it('gives a paid booking with the payment the bank settled: amount, reference, masked card, time paid', async () => {
    const kit = bookingKit();
    const { customer, reservationId, payment } = await kit.paidBooking();
    const facts = await kit.reads.receiptFacts(reservationId);
    expect(facts).toMatchObject({
      userId: customer.id,
      typeTitle: 'مشاوره مالیاتی',
      date: kit.reservation(reservationId).date,
      time: kit.reservation(reservationId).time,
    });
    expect(facts!.payment).toEqual({
      status: 'paid',
      amount: PRICE,
      refId: payment.refId,
      cardPan: payment.cardPan,
      paidAt: '2026-11-22T08:30:00.000Z',
    });
    expect(facts!.payment!.cardPan).not.toMatch(/\d{16}/);
  });

  it('gives no payment for a hold the customer never paid, and nothing for an unknown booking', async () => {
    const kit = bookingKit();
    const { reservationId } = await kit.holdAndGoToBank(kit.customer());
    expect((await kit.reads.receiptFacts(reservationId))!.payment).toBeNull();
    expect(await kit.reads.receiptFacts('no-such-booking')).toBeNull();
  });
});
