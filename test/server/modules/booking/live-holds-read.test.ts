import { bookingKit } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe("the customer's own live hold", () => {
  it('is the slot they hold, as they see it, for six minutes; then there is none', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const slot = kit.nextSlot();
    const reservationId = await kit.hold(customer, slot);
    expect(await kit.useCases.readOwnHold.execute({ userId: customer.id })).toMatchObject({
      _id: reservationId,
      title: 'مشاوره مالیاتی',
      date: slot.date,
      timeSlot: slot.time,
    });
    kit.clock.advance(6 * MINUTE);
    expect(await kit.useCases.readOwnHold.execute({ userId: customer.id })).toBeNull();
  });

  it("is nobody else's", async () => {
    const kit = bookingKit();
    await kit.hold(kit.customer());
    expect(await kit.useCases.readOwnHold.execute({ userId: kit.customer().id })).toBeNull();
  });
});

describe('the times taken on a date', () => {
  it('are the confirmed bookings and the live holds, and the answer says it holds until the first hold lapses', async () => {
    const kit = bookingKit();
    const { reservationId: paid } = await kit.paidBooking();
    const { date } = kit.reservation(paid);
    kit.clock.advance(2 * MINUTE);
    const held = await kit.hold(kit.customer(), kit.nextSlot());
    expect(kit.reservation(held).date).toBe(date);

    const answer = await kit.useCases.readTakenTimes.execute(date);
    expect(answer.reservations.map((row) => [row.timeSlot, row.status])).toEqual([
      [kit.reservation(paid).time, 'confirmed'],
      [kit.reservation(held).time, 'pending'],
    ]);
    expect(answer.goodUntil).toEqual(new Date(kit.reservation(held).createdAt.getTime() + 6 * MINUTE));

    kit.clock.advance(6 * MINUTE);
    const later = await kit.useCases.readTakenTimes.execute(date);
    expect(later.reservations.map((row) => row.status)).toEqual(['confirmed']);
    expect(later.goodUntil).toBeUndefined();
  });
});
