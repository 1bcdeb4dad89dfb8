import { bookingKit } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe('the hold-expiry job writes lapsed holds down as expired', () => {
  it('expires holds whose six minutes are over, with a ledger line, and leaves live ones alone', async () => {
    const kit = bookingKit();
    const old = await kit.hold(kit.customer());
    kit.clock.advance(4 * MINUTE);
    const fresh = await kit.hold(kit.customer());
    kit.clock.advance(2 * MINUTE);

    expect(await kit.useCases.expireHolds.execute()).toBe(1);

    expect(kit.reservation(old).status).toBe('expired');
    expect(kit.reservation(fresh).status).toBe('pending');
    expect(kit.ledgerOf(old)).toEqual(['hold-made -→pending', 'hold-lapsed pending→expired']);
  });

  it('expires nothing twice', async () => {
    const kit = bookingKit();
    await kit.hold(kit.customer());
    kit.clock.advance(7 * MINUTE);
    expect(await kit.useCases.expireHolds.execute()).toBe(1);
    expect(await kit.useCases.expireHolds.execute()).toBe(0);
  });
});
