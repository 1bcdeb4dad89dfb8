import { NETWORK_FAILURE_TEXT, RequestFailure } from '../../../src/core/domain/request-failure';
import { isLeavingForBank } from '../../../src/core/machines/booking-machine';
import { startBooking } from './booking-harness';
import { NOW, type, signedIn, chooseTomorrowAtTen } from './booking-fixtures';

describe('paying while signed out', () => {
  it('saves the choice with the time and sends the visitor to /login, booking nothing', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: booking.clock.now() });
    expect(booking.pendingBookings.pending).toEqual({
      reservationTypeId: 't-1',
      date: '2026-11-23',
      timeSlot: '10:00',
      monthIndex: 0,
      timestamp: Date.parse(NOW),
    });
    expect(booking.navigation.visited).toEqual([{ to: '/login', options: { state: { from: '/reservation/t-1' } } }]);
    expect(booking.reservations.bookCalls).toEqual([]);
  });

  it('does nothing without a date and a slot', () => {
    const booking = startBooking(type, NOW);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: booking.clock.now() });
    expect(booking.navigation.visited).toEqual([]);
    expect(booking.pendingBookings.pending).toBeNull();
  });

  it('restores date, slot and month on return within five minutes, and forgets the saved choice', async () => {
    const booking = startBooking(type, NOW);
    booking.actor.send({ type: 'NEXT_MONTH' });
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-12-25', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00', now: booking.clock.now() });
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: booking.clock.now() });
    booking.advance(5 * 60 * 1000);
    booking.restart({ saved: booking.pendingBookings.loadPending() });
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: '2026-12-25', timeSlot: '10:00' });
    expect(booking.pendingBookings.pending).toBeNull();
    await booking.settled();
    expect(booking.reservations.byDateCalls.at(-1)).toEqual({ date: '2026-12-25', reservationTypeId: 't-1' });
  });

  it('discards a saved choice older than five minutes', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false, now: booking.clock.now() });
    booking.advance(5 * 60 * 1000 + 1);
    booking.restart({ saved: booking.pendingBookings.loadPending() });
    expect(booking.context()).toMatchObject({ monthIndex: 0, date: null, timeSlot: null });
    expect(booking.pendingBookings.pending).toBeNull();
  });

  it('leaves alone a saved choice for another reservation type', () => {
    const booking = startBooking(type, NOW, {
      saved: { reservationTypeId: 'other', date: '2026-11-23', timeSlot: '10:00', monthIndex: 0, timestamp: Date.parse(NOW) },
    });
    expect(booking.context().date).toBeNull();
  });
});

describe('paying while signed in', () => {
  it('books, says so, keeps the reservation id, starts the payment and leaves for the bank', async () => {
    const booking = startBooking(type, NOW);
    booking.reservations.bookAnswer = { message: 'رزرو شما ثبت شد', reservationId: 'r-42' };
    booking.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A42' };
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, now: booking.clock.now() });
    expect(booking.actor.getSnapshot().matches({ payment: 'booking' })).toBe(true);
    await booking.settled();
    expect(booking.reservations.bookCalls).toEqual([{ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' }]);
    expect(booking.notifier.messages).toEqual([{ kind: 'success', message: 'رزرو شما ثبت شد' }]);
    expect(booking.pendingBookings.lastReservationId).toBe('r-42');
    expect(booking.payments.calls).toEqual(['r-42']);
    expect(booking.navigation.left).toEqual(['https://bank.test/StartPay/A42']);
    expect(isLeavingForBank(booking.actor.getSnapshot())).toBe(true);
  });

  it('shows the overlay while the payment starts', async () => {
    const booking = startBooking(type, NOW);
    let release!: () => void;
    booking.payments.initiate = (id: string) =>
      new Promise((resolve) => {
        release = () => resolve({ paymentUrl: `https://bank.test/${id}` });
      });
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, now: booking.clock.now() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(booking.actor.getSnapshot().matches({ payment: 'initiating' })).toBe(true);
    expect(isLeavingForBank(booking.actor.getSnapshot())).toBe(true);
    release();
    await booking.settled();
    expect(booking.navigation.left).toEqual(['https://bank.test/r-1']);
  });

  it('does nothing while the profile is incomplete', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, profileComplete: false, now: booking.clock.now() });
    expect(booking.actor.getSnapshot().matches({ payment: 'idle' })).toBe(true);
    expect(booking.reservations.bookCalls).toEqual([]);
  });

  it("shows the server's message when booking fails, clears the slot and reloads the day", async () => {
    const booking = startBooking(type, NOW);
    booking.reservations.bookAnswer = new RequestFailure('این زمان قبلاً رزرو شده است', false);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, now: booking.clock.now() });
    await booking.settled();
    expect(booking.notifier.messages).toEqual([{ kind: 'error', message: 'این زمان قبلاً رزرو شده است' }]);
    expect(booking.context()).toMatchObject({ date: '2026-11-23', timeSlot: null });
    expect(booking.reservations.byDateCalls).toHaveLength(2);
    expect(booking.payments.calls).toEqual([]);
    expect(booking.actor.getSnapshot().matches({ payment: 'idle' })).toBe(true);
  });

  it("shows the server's message when the payment cannot start and removes the overlay", async () => {
    const booking = startBooking(type, NOW);
    booking.payments.answer = new RequestFailure('درگاه پرداخت در دسترس نیست', false);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, now: booking.clock.now() });
    await booking.settled();
    expect(booking.notifier.messages.at(-1)).toEqual({ kind: 'error', message: 'درگاه پرداخت در دسترس نیست' });
    expect(isLeavingForBank(booking.actor.getSnapshot())).toBe(false);
    expect(booking.navigation.left).toEqual([]);
  });

  it("says 'خطا در ارتباط با سرور' when the payment call gets no answer", async () => {
    const booking = startBooking(type, NOW);
    booking.payments.answer = new RequestFailure(NETWORK_FAILURE_TEXT, true);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, now: booking.clock.now() });
    await booking.settled();
    expect(booking.notifier.messages.at(-1)).toEqual({ kind: 'error', message: 'خطا در ارتباط با سرور' });
  });
});
