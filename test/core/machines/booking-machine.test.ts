import { NETWORK_FAILURE_TEXT, RequestFailure } from '../../../src/core/domain/request-failure';
import { isLeavingForBank } from '../../../src/core/machines/booking-machine';
import { HeldElsewhere } from '../../../src/core/domain/customer-hold';
import { sampleReservationType } from '../../fakes/sample-data';
import { sampleHold } from '../../fakes/fake-hold-repository';
import { startBooking } from './booking-harness';

// 1405/09/01 (2026-11-22) at 12:00 in Tehran.
const NOW = '2026-11-22T08:30:00Z';
const type = sampleReservationType({
  _id: 't-1',
  availableDates: [
    { date: '2026-11-20', timeSlots: [{ _id: 'a', time: '10:00' }] },
    { date: '2026-11-22', timeSlots: [{ _id: 'b', time: '11:00' }, { _id: 'c', time: '13:00' }] },
    { date: '2026-11-23', timeSlots: [{ _id: 'd', time: '10:00' }, { _id: 'e', time: '11:00' }, { _id: 'f', time: '12:00' }] },
    { date: '2026-12-25', timeSlots: [{ _id: 'g', time: '10:00' }] },
  ],
});
const signedIn = { type: 'PAY' as const, signedIn: true, profileComplete: true };

async function chooseTomorrowAtTen(booking: ReturnType<typeof startBooking>) {
  booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23' });
  await booking.settled();
  booking.actor.send({ type: 'SELECT_SLOT', time: '10:00' });
}

describe('choosing a month, a date and a slot', () => {
  it('starts on the first shown month with nothing chosen, and stops at the first and last month', () => {
    const booking = startBooking(type, NOW);
    expect(booking.context().months.map((m) => m.label)).toEqual(['آذر ۱۴۰۵', 'دی ۱۴۰۵']);
    expect(booking.context()).toMatchObject({ monthIndex: 0, date: null, timeSlot: null });
    booking.actor.send({ type: 'PREVIOUS_MONTH' });
    expect(booking.context().monthIndex).toBe(0);
    booking.actor.send({ type: 'NEXT_MONTH' });
    booking.actor.send({ type: 'NEXT_MONTH' });
    expect(booking.context().monthIndex).toBe(1);
    booking.actor.send({ type: 'SELECT_MONTH', index: 5 });
    expect(booking.context().monthIndex).toBe(1);
  });

  it('loads the chosen date\'s reservations and lets a free slot be chosen', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    expect(booking.reservations.byDateCalls).toEqual([{ date: '2026-11-23', reservationTypeId: 't-1' }]);
    expect(booking.context()).toMatchObject({ date: '2026-11-23', timeSlot: '10:00' });
  });

  it('clears the slot when the date changes, and date and slot when the month changes', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-22' });
    expect(booking.context()).toMatchObject({ date: '2026-11-22', timeSlot: null });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '13:00' });
    booking.actor.send({ type: 'NEXT_MONTH' });
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: null, timeSlot: null });
    expect(booking.actor.getSnapshot().matches({ choice: 'noDate' })).toBe(true);
  });

  it('refuses a past day, a day without slots and a day of another month', () => {
    const booking = startBooking(type, NOW);
    for (const date of ['2026-11-20', '2026-11-24', '2026-12-25']) booking.actor.send({ type: 'SELECT_DATE', date });
    expect(booking.context().date).toBeNull();
  });

  it('refuses a booked slot, a live hold and a slot at or before now, but takes a lapsed hold', async () => {
    const booking = startBooking(type, NOW);
    booking.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '10:00', status: 'confirmed', createdAt: '2026-11-20T08:00:00.000Z' },
      { timeSlot: '11:00', status: 'pending', createdAt: '2026-11-22T08:28:00.000Z' },
      { timeSlot: '12:00', status: 'pending', createdAt: '2026-11-22T08:20:00.000Z' },
    ]);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23' });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00' });
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00' });
    expect(booking.context().timeSlot).toBeNull();
    booking.actor.send({ type: 'SELECT_SLOT', time: '12:00' });
    expect(booking.context().timeSlot).toBe('12:00');

    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-22' });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00' });
    expect(booking.context().timeSlot).toBeNull();
  });

  it('reloads the chosen date\'s availability every 30 seconds, and stops once no date is chosen', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.reservations.byDateAnswers.set('2026-11-23', [{ timeSlot: '11:00', status: 'confirmed', createdAt: NOW }]);
    booking.advance(29_999);
    expect(booking.reservations.byDateCalls).toHaveLength(1);
    booking.advance(1);
    await booking.settled();
    expect(booking.reservations.byDateCalls).toHaveLength(2);
    expect(booking.context().reservations).toHaveLength(1);
    expect(booking.context().timeSlot).toBe('10:00');
    booking.advance(30_000);
    await booking.settled();
    expect(booking.reservations.byDateCalls).toHaveLength(3);

    booking.actor.send({ type: 'NEXT_MONTH' });
    booking.advance(120_000);
    expect(booking.reservations.byDateCalls).toHaveLength(3);
  });

  it('keeps the last availability when a reload fails and tries again 30 seconds later', async () => {
    const booking = startBooking(type, NOW);
    booking.reservations.byDateAnswers.set('2026-11-23', [{ timeSlot: '11:00', status: 'confirmed', createdAt: NOW }]);
    await chooseTomorrowAtTen(booking);
    booking.reservations.byDateFailure = new RequestFailure(NETWORK_FAILURE_TEXT, true);
    booking.advance(30_000);
    await booking.settled();
    expect(booking.context().reservations).toHaveLength(1);
    booking.reservations.byDateFailure = null;
    booking.advance(30_000);
    await booking.settled();
    expect(booking.reservations.byDateCalls).toHaveLength(3);
  });
});

describe('crossing the Jalali year', () => {
  // 1404/12/27 (2026-03-18) at 12:00 in Tehran.
  const nowruzType = sampleReservationType({
    availableDates: [
      { date: '2026-03-20', timeSlots: [{ _id: 'x', time: '10:00' }] },
      { date: '2026-03-21', timeSlots: [{ _id: 'y', time: '10:00' }] },
    ],
  });

  it('goes from Esfand 1404 to Farvardin 1405 and chooses Nowruz', async () => {
    const booking = startBooking(nowruzType, '2026-03-18T08:30:00Z');
    expect(booking.context().months.map((m) => m.label)).toEqual(['اسفند ۱۴۰۴', 'فروردین ۱۴۰۵']);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-03-21' });
    expect(booking.context().date).toBeNull();
    booking.actor.send({ type: 'NEXT_MONTH' });
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-03-21' });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00' });
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: '2026-03-21', timeSlot: '10:00' });
  });

  it('offers the 30th of Esfand in the leap year 1403', async () => {
    const leapType = sampleReservationType({ availableDates: [{ date: '2025-03-20', timeSlots: [{ _id: 'z', time: '10:00' }] }] });
    const booking = startBooking(leapType, '2025-03-15T08:30:00Z');
    expect(booking.context().months.map((m) => m.label)).toEqual(['اسفند ۱۴۰۳']);
    booking.actor.send({ type: 'SELECT_DATE', date: '2025-03-20' });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00' });
    expect(booking.context()).toMatchObject({ date: '2025-03-20', timeSlot: '10:00' });
  });
});

describe('paying while signed out', () => {
  it('saves the choice with the time and sends the visitor to /login, booking nothing', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false });
    expect(booking.pendingBookings.pending).toEqual({
      reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00', monthIndex: 0, timestamp: Date.parse(NOW),
    });
    expect(booking.navigation.visited).toEqual([{ to: '/login', options: { state: { from: '/reservation/t-1' } } }]);
    expect(booking.reservations.bookCalls).toEqual([]);
  });

  it('does nothing without a date and a slot', () => {
    const booking = startBooking(type, NOW);
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false });
    expect(booking.navigation.visited).toEqual([]);
    expect(booking.pendingBookings.pending).toBeNull();
  });

  it('restores date, slot and month on return within five minutes, and forgets the saved choice', async () => {
    const booking = startBooking(type, NOW);
    booking.actor.send({ type: 'NEXT_MONTH' });
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-12-25' });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00' });
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false });
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
    booking.actor.send({ type: 'PAY', signedIn: false, profileComplete: false });
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

describe('a date and slot handed over in navigation state', () => {
  it('preselects them and opens their month', async () => {
    const booking = startBooking(type, NOW, { preselected: { date: '2026-12-25', timeSlot: '10:00' } });
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: '2026-12-25', timeSlot: '10:00' });
    await booking.settled();
    expect(booking.reservations.byDateCalls).toHaveLength(1);
  });

  it('ignores a date that cannot be chosen', () => {
    const booking = startBooking(type, NOW, { preselected: { date: '2026-11-20', timeSlot: '10:00' } });
    expect(booking.context()).toMatchObject({ date: null, timeSlot: null });
  });
});

describe('a day or a month named by the address', () => {
  it('shows the day\'s slots at once from the availability the server rendered, and reads them again', async () => {
    const booked = [{ timeSlot: '10:00', status: 'confirmed' as const, createdAt: '2026-11-20T08:00:00.000Z' }];
    const booking = startBooking(type, NOW, { preselected: { date: '2026-12-25', availability: booked } });
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: '2026-12-25', timeSlot: null, reservations: booked, availabilityDate: '2026-12-25' });
    await booking.settled();
    expect(booking.reservations.byDateCalls).toHaveLength(1);
  });

  it('opens the month it names with no day chosen, and ignores one not shown', () => {
    expect(startBooking(type, NOW, { preselected: { month: '1405-10' } }).context()).toMatchObject({ monthIndex: 1, date: null });
    expect(startBooking(type, NOW, { preselected: { month: '1406-01' } }).context()).toMatchObject({ monthIndex: 0, date: null });
  });
});

describe('paying while signed in', () => {
  it('books, says so, keeps the reservation id, starts the payment and leaves for the bank', async () => {
    const booking = startBooking(type, NOW);
    booking.reservations.bookAnswer = { message: 'رزرو شما ثبت شد', reservationId: 'r-42' };
    booking.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A42' };
    await chooseTomorrowAtTen(booking);
    booking.actor.send(signedIn);
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
    booking.payments.initiate = (id: string) => new Promise((resolve) => { release = () => resolve({ paymentUrl: `https://bank.test/${id}` }); });
    await chooseTomorrowAtTen(booking);
    booking.actor.send(signedIn);
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
    booking.actor.send({ ...signedIn, profileComplete: false });
    expect(booking.actor.getSnapshot().matches({ payment: 'idle' })).toBe(true);
    expect(booking.reservations.bookCalls).toEqual([]);
  });

  it('shows the server\'s message when booking fails, clears the slot and reloads the day', async () => {
    const booking = startBooking(type, NOW);
    booking.reservations.bookAnswer = new RequestFailure('این زمان قبلاً رزرو شده است', false);
    await chooseTomorrowAtTen(booking);
    booking.actor.send(signedIn);
    await booking.settled();
    expect(booking.notifier.messages).toEqual([{ kind: 'error', message: 'این زمان قبلاً رزرو شده است' }]);
    expect(booking.context()).toMatchObject({ date: '2026-11-23', timeSlot: null });
    expect(booking.reservations.byDateCalls).toHaveLength(2);
    expect(booking.payments.calls).toEqual([]);
    expect(booking.actor.getSnapshot().matches({ payment: 'idle' })).toBe(true);
  });

  it('shows the server\'s message when the payment cannot start and removes the overlay', async () => {
    const booking = startBooking(type, NOW);
    booking.payments.answer = new RequestFailure('درگاه پرداخت در دسترس نیست', false);
    await chooseTomorrowAtTen(booking);
    booking.actor.send(signedIn);
    await booking.settled();
    expect(booking.notifier.messages.at(-1)).toEqual({ kind: 'error', message: 'درگاه پرداخت در دسترس نیست' });
    expect(isLeavingForBank(booking.actor.getSnapshot())).toBe(false);
    expect(booking.navigation.left).toEqual([]);
  });

  it('says \'خطا در ارتباط با سرور\' when the payment call gets no answer', async () => {
    const booking = startBooking(type, NOW);
    booking.payments.answer = new RequestFailure(NETWORK_FAILURE_TEXT, true);
    await chooseTomorrowAtTen(booking);
    booking.actor.send(signedIn);
    await booking.settled();
    expect(booking.notifier.messages.at(-1)).toEqual({ kind: 'error', message: 'خطا در ارتباط با سرور' });
  });
});

describe('the customer\'s own unpaid hold', () => {
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
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23' });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00' });
    expect(booking.context().timeSlot).toBeNull();
  });

  it('is paid for again: keeps its id for the callback, starts the payment and leaves for the bank', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    booking.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A7' };
    await booking.settled();
    booking.actor.send({ type: 'PAY_HOLD' });
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
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23' });
    await booking.settled();
    booking.actor.send({ type: 'RELEASE_HOLD' });
    expect(booking.actor.getSnapshot().matches({ hold: 'confirmingRelease' })).toBe(true);
    booking.actor.send({ type: 'CANCEL_RELEASE' });
    expect(booking.holds.released).toEqual([]);

    booking.actor.send({ type: 'RELEASE_HOLD' });
    booking.actor.send({ type: 'CONFIRM_RELEASE' });
    await booking.settled();
    expect(booking.holds.released).toEqual(['r-held']);
    expect(booking.context().hold).toBeNull();
    expect(booking.notifier.messages).toEqual([{ kind: 'success', message: 'رزرو لغو شد و این زمان برای دیگران آزاد است' }]);
    expect(booking.reservations.byDateCalls).toHaveLength(2);
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00' });
    expect(booking.context().timeSlot).toBe('11:00');
  });

  it('says why a release was refused and reads the hold again', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    await booking.settled();
    booking.holds.releaseAnswer = new RequestFailure('این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد', false);
    booking.holds.hold = null;
    booking.actor.send({ type: 'RELEASE_HOLD' });
    booking.actor.send({ type: 'CONFIRM_RELEASE' });
    await booking.settled();
    expect(booking.notifier.messages).toEqual([{ kind: 'error', message: 'این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد' }]);
    expect(booking.holds.myHoldCalls).toBe(2);
    expect(booking.context().hold).toBeNull();
  });

  it('offers nothing once its six minutes are over', async () => {
    const booking = startBooking(type, NOW, customer, hold);
    await booking.settled();
    booking.advance(4 * 60 * 1000);
    booking.actor.send({ type: 'PAY_HOLD' });
    booking.actor.send({ type: 'RELEASE_HOLD' });
    expect(booking.actor.getSnapshot().matches({ payment: 'idle', hold: 'idle' })).toBe(true);
    expect(booking.payments.calls).toEqual([]);
  });

  it('is offered when booking another slot is refused because of it, with the server\'s message', async () => {
    const booking = startBooking(type, NOW, customer);
    await booking.settled();
    const message = 'شما یک رزرو در انتظار پرداخت دارید (مشاوره مالی تخصصی، دوشنبه ۲ آذر ۱۴۰۵ ساعت ۱۱:۰۰)؛ ابتدا آن را پرداخت کنید یا از آن انصراف دهید';
    booking.reservations.bookAnswer = new HeldElsewhere(message, hold);
    await chooseTomorrowAtTen(booking);
    booking.actor.send(signedIn);
    await booking.settled();
    expect(booking.notifier.messages).toEqual([{ kind: 'error', message }]);
    expect(booking.context()).toMatchObject({ hold, timeSlot: null });
    booking.actor.send({ type: 'PAY_HOLD' });
    await booking.settled();
    expect(booking.payments.calls).toEqual(['r-held']);
  });
});
