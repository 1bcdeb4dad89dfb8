import { BOOKING_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit } from '../../../fakes/server/booking/booking-kit';

describe('the customer gives their unpaid hold up', () => {
  it('frees the time for everyone at once', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const slot = kit.nextSlot();
    const reservationId = await kit.hold(customer, slot);

    await kit.useCases.releaseHold.execute({ userId: customer.id, reservationId });

    expect(kit.reservation(reservationId).status).toBe('released');
    expect(kit.ledgerOf(reservationId)).toEqual(['hold-made -→pending', 'hold-released pending→released']);
    await expect(kit.hold(kit.customer(), slot)).resolves.toEqual(expect.any(String));
  });

  it('answers another customer’s hold as if it did not exist', async () => {
    const kit = bookingKit();
    const reservationId = await kit.hold(kit.customer());
    await expect(kit.useCases.releaseHold.execute({ userId: kit.customer().id, reservationId })).rejects.toMatchObject({
      kind: 'not-found',
      message: M.reservationNotFound,
    });
  });

  it('cannot release a booking that is already paid', async () => {
    const kit = bookingKit();
    const { customer, reservationId } = await kit.paidBooking();
    await expect(kit.useCases.releaseHold.execute({ userId: customer.id, reservationId })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.notReleasable,
    });
    expect(kit.reservation(reservationId).status).toBe('confirmed');
  });
});
