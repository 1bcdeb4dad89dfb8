import { BOOKING_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit, PRICE } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe('booking a slot holds it for its customer for six minutes', () => {
  it('holds an offered slot at the type’s price and writes the hold in the ledger', async () => {
    const kit = bookingKit();
    const reservationId = await kit.hold(kit.customer());

    expect(kit.reservation(reservationId)).toMatchObject({
      status: 'pending',
      price: PRICE,
      customerName: expect.stringContaining('نرگس'),
    });
    expect(kit.ledgerOf(reservationId)).toEqual(['hold-made -→pending']);
  });

  it('refuses a customer whose profile is not complete', async () => {
    const kit = bookingKit();
    await expect(kit.hold(kit.customer(false))).rejects.toMatchObject({ kind: 'invalid', message: M.profileIncomplete });
  });

  it('refuses a type that does not exist or is not active, and a time the type does not offer', async () => {
    const kit = bookingKit();
    const hidden = kit.store.offer({ price: 100_000, active: false }, [{ date: '2026-12-01', time: '09:00' }]);
    await expect(kit.hold(kit.customer(), { date: '2026-12-01', time: '09:00' }, hidden)).rejects.toMatchObject({
      kind: 'not-found',
      message: M.typeNotFound,
    });
    await expect(kit.hold(kit.customer(), { date: '2026-12-01', time: '07:30' })).rejects.toMatchObject({
      kind: 'invalid',
      message: M.slotNotOffered,
    });
  });

  it('refuses a time that has passed', async () => {
    const kit = bookingKit('2026-12-01T06:00:00Z'); // 09:30 in Tehran
    await expect(kit.hold(kit.customer(), { date: '2026-12-01', time: '09:00' })).rejects.toMatchObject({
      kind: 'invalid',
      message: M.slotPassed,
    });
  });

  it('gives a taken time to nobody else while the hold lasts, and to the next customer once it lapses', async () => {
    const kit = bookingKit();
    const slot = kit.nextSlot();
    const first = await kit.hold(kit.customer(), slot);

    await expect(kit.hold(kit.customer(), slot)).rejects.toMatchObject({ kind: 'conflict', message: M.slotTaken });

    kit.clock.advance(6 * MINUTE);
    const second = await kit.hold(kit.customer(), slot);
    expect(kit.reservation(first).status).toBe('expired');
    expect(kit.reservation(second).status).toBe('pending');
  });

  it('answers the same hold again when its customer books the very slot they hold (Back at the bank, pay again)', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const slot = kit.nextSlot();
    expect(await kit.hold(customer, slot)).toBe(await kit.hold(customer, slot));
  });

  it('lets a customer hold one slot at a time, and names the one they hold', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const held = await kit.hold(customer);

    const refusal = kit.hold(customer);
    await expect(refusal).rejects.toMatchObject({ kind: 'conflict', details: { hold: expect.objectContaining({ _id: held }) } });
    await expect(refusal).rejects.toThrow(/شما یک رزرو در انتظار پرداخت دارید \(مشاوره مالیاتی، /);
  });

  it('lets one client address hold at most five slots at once', async () => {
    const kit = bookingKit();
    const hold = (customer = kit.customer()) =>
      kit.useCases.bookSlot.execute({
        user: customer,
        clientAddress: '10.9.9.9',
        reservationTypeId: kit.typeId,
        date: kit.nextSlot().date,
        timeSlot: kit.nextSlot().time,
      });
    for (let i = 0; i < 5; i += 1) await hold();

    await expect(hold()).rejects.toMatchObject({ kind: 'too-many', message: M.tooManyHoldsFromAddress });
  });
});
