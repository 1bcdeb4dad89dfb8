import { sampleHold } from '../../fakes/fake-hold-repository';
import { startBooking } from './booking-harness';
import { NOW, type } from './booking-fixtures';

/** NOW plus some minutes, as an event would carry it */
const minutesAfterNow = (minutes: number) => Date.parse(NOW) + minutes * 60_000;

describe('the booking screen judges by the time an event carries, not by a clock', () => {
  it('frees or refuses a slot by the time its choice carries, whatever the clock reads', async () => {
    const booking = startBooking(type, NOW);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-22', now: Date.parse(NOW) });
    await booking.settled();
    // 13:00 in Tehran is an hour away at NOW and has begun 75 minutes later
    booking.actor.send({ type: 'SELECT_SLOT', time: '13:00', now: minutesAfterNow(75) });
    expect(booking.context().timeSlot).toBeNull();
    booking.actor.send({ type: 'SELECT_SLOT', time: '13:00', now: Date.parse(NOW) });
    expect(booking.context().timeSlot).toBe('13:00');
  });

  it('refuses a day whose times have all passed by the time its choice carries', async () => {
    const booking = startBooking(type, NOW);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-22', now: minutesAfterNow(24 * 60) });
    expect(booking.context().date).toBeNull();
  });

  it("takes a hold for lapsed when the event's time is past its six minutes", async () => {
    // held two minutes before NOW: four minutes left at NOW
    const hold = sampleHold({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '11:00', createdAt: '2026-11-22T08:28:00.000Z' });
    const booking = startBooking(type, NOW, { signedIn: true }, hold);
    await booking.settled();
    booking.actor.send({ type: 'RELEASE_HOLD', now: minutesAfterNow(5) });
    expect(booking.actor.getSnapshot().matches({ hold: 'idle' })).toBe(true);
    booking.actor.send({ type: 'RELEASE_HOLD', now: minutesAfterNow(3) });
    expect(booking.actor.getSnapshot().matches({ hold: 'confirmingRelease' })).toBe(true);
  });

  it('stamps a saved choice with the time its pay event carries', async () => {
    const booking = startBooking(type, NOW);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23', now: Date.parse(NOW) });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00', now: Date.parse(NOW) });
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: minutesAfterNow(2) });
    expect(booking.pendingBookings.pending?.timestamp).toBe(minutesAfterNow(2));
  });
});
