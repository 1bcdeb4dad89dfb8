import { startBooking } from './booking-harness';
import { NOW, type, signedIn, chooseTomorrowAtTen } from './booking-fixtures';

const ANSWERS = { field: 'بازرگانی', year: '۱۴۰۳' };

/** The answers to the type's questions travel with the pay press, and survive the sign-in detour with the saved choice. */
describe("the answers to the type's questions", () => {
  it('are saved with the choice when a visitor pays and goes to sign in, and come back with it', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: booking.clock.now(), answers: ANSWERS });
    expect(booking.pendingBookings.pending).toMatchObject({ date: '2026-11-23', timeSlot: '10:00', answers: ANSWERS });
    expect(booking.reservations.bookCalls).toEqual([]);

    booking.advance(60 * 1000);
    booking.restart({ saved: booking.pendingBookings.loadPending(), signedIn: true });
    expect(booking.context()).toMatchObject({ date: '2026-11-23', timeSlot: '10:00', answers: ANSWERS });
    await booking.settled();
    booking.actor.send({ ...signedIn, now: booking.clock.now(), answers: booking.context().answers });
    await booking.settled();
    expect(booking.reservations.bookCalls).toEqual([{ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00', answers: ANSWERS }]);
  });

  it('are dropped with a saved choice older than five minutes', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: booking.clock.now(), answers: ANSWERS });
    booking.advance(5 * 60 * 1000 + 1);
    booking.restart({ saved: booking.pendingBookings.loadPending() });
    expect(booking.context()).toMatchObject({ date: null, answers: {} });
  });

  it('are sent with the booking when a signed-in customer pays', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, now: booking.clock.now(), answers: ANSWERS });
    await booking.settled();
    expect(booking.reservations.bookCalls).toEqual([{ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00', answers: ANSWERS }]);
  });

  it('are not saved when there are none', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: booking.clock.now() });
    expect(booking.pendingBookings.pending).not.toHaveProperty('answers');
  });
});
