import { NETWORK_FAILURE_TEXT, RequestFailure } from '../../../src/core/domain/request-failure';
import { isLeavingForBank } from '../../../src/core/machines/booking-machine';
import { HeldElsewhere } from '../../../src/core/domain/customer-hold';
import { sampleHold } from '../../fakes/fake-hold-repository';
import { startBooking } from './booking-harness';
import { NOW, type, signedIn, chooseTomorrowAtTen } from './booking-fixtures';

describe("the customer's own unpaid hold", () => {
  // held at 08:28 on 2026-11-23 at 11:00; four minutes left at NOW
  const hold = sampleHold({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '11:00', createdAt: '2026-11-22T08:28:00.000Z' });
  const customer = { signedIn: true };

  it('is loaded for a signed-in customer, never for a visitor', async () => {
    const visitor = startBooking(type, NOW, {}, hold);
    await visitor.settled();
    expect(visitor.holds.myHoldCalls).toBe(0);
    expect(visitor.context().hold).toBeNull();

    const booking = startBooking(type, NOW, customer, hold);
    await booking.settled();
    expect(booking.context().hold).toEqual(hold);
  });

  it('keeps the screen working when the hold cannot be loaded', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    booking.holds.myHoldFailure = new RequestFailure(NETWORK_FAILURE_TEXT, true);
    booking.restart();
    await booking.settled();
    expect(booking.context().hold).toBeNull();
    await chooseTomorrowAtTen(booking);
    expect(booking.context().timeSlot).toBe('10:00');
  });

  it('cannot choose its own held slot as a new one', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    await booking.settled();
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00', now: booking.clock.now() });
    expect(booking.context().timeSlot).toBeNull();
  });

  it('is paid for again: keeps its id for the callback, starts the payment and leaves for the bank', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    booking.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A7' };
    await booking.settled();
    booking.actor.send({ type: 'PAY_HOLD', now: booking.clock.now() });
    expect(isLeavingForBank(booking.actor.getSnapshot())).toBe(true);
    await booking.settled();
    expect(booking.pendingBookings.lastReservationId).toBe('r-held');
    expect(booking.payments.calls).toEqual(['r-held']);
    expect(booking.reservations.bookCalls).toEqual([]);
    expect(booking.navigation.left).toEqual(['https://bank.test/StartPay/A7']);
  });

  it('is released only after the customer confirms, which frees its time at once', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    await booking.settled();
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'RELEASE_HOLD', now: booking.clock.now() });
    expect(booking.actor.getSnapshot().matches({ hold: 'confirmingRelease' })).toBe(true);
    booking.actor.send({ type: 'CANCEL_RELEASE' });
    expect(booking.holds.released).toEqual([]);

    booking.actor.send({ type: 'RELEASE_HOLD', now: booking.clock.now() });
    booking.actor.send({ type: 'CONFIRM_RELEASE' });
    await booking.settled();
    expect(booking.holds.released).toEqual(['r-held']);
    expect(booking.context().hold).toBeNull();
    expect(booking.notifier.messages).toEqual([{ kind: 'success', message: 'رزرو لغو شد و این زمان برای دیگران آزاد است' }]);
    expect(booking.reservations.byDateCalls).toHaveLength(2);
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00', now: booking.clock.now() });
    expect(booking.context().timeSlot).toBe('11:00');
  });

  it('says why a release was refused and reads the hold again', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    await booking.settled();
    booking.holds.releaseAnswer = new RequestFailure('این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد', false);
    booking.holds.hold = null;
    booking.actor.send({ type: 'RELEASE_HOLD', now: booking.clock.now() });
    booking.actor.send({ type: 'CONFIRM_RELEASE' });
    await booking.settled();
    expect(booking.notifier.messages).toEqual([
      { kind: 'error', message: 'این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد' },
    ]);
    expect(booking.holds.myHoldCalls).toBe(2);
    expect(booking.context().hold).toBeNull();
  });

  it('offers nothing once its six minutes are over', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    await booking.settled();
    booking.advance(4 * 60 * 1000);
    booking.actor.send({ type: 'PAY_HOLD', now: booking.clock.now() });
    booking.actor.send({ type: 'RELEASE_HOLD', now: booking.clock.now() });
    expect(booking.actor.getSnapshot().matches({ payment: 'idle', hold: 'idle' })).toBe(true);
    expect(booking.payments.calls).toEqual([]);
  });

  it("is offered when booking another slot is refused because of it, with the server's message", async () => {
    const booking = startBooking(type, NOW, customer);
    await booking.settled();
    const message =
      'شما یک رزرو در انتظار پرداخت دارید (مشاوره مالی تخصصی، دوشنبه ۲ آذر ۱۴۰۵ ساعت ۱۱:۰۰)؛ ابتدا آن را پرداخت کنید یا از آن انصراف دهید';
    booking.reservations.bookAnswer = new HeldElsewhere(message, hold);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ ...signedIn, now: booking.clock.now() });
    await booking.settled();
    expect(booking.notifier.messages).toEqual([{ kind: 'error', message }]);
    expect(booking.context()).toMatchObject({ hold, timeSlot: null });
    booking.actor.send({ type: 'PAY_HOLD', now: booking.clock.now() });
    await booking.settled();
    expect(booking.payments.calls).toEqual(['r-held']);
  });
});
