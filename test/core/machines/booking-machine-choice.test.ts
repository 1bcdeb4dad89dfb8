import { NETWORK_FAILURE_TEXT, RequestFailure } from '../../../src/core/domain/request-failure';
import { sampleBookableType } from '../../fakes/sample-data';
import { startBooking } from './booking-harness';
import { NOW, type, chooseTomorrowAtTen } from './booking-fixtures';

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

  it("loads the chosen date's reservations and lets a free slot be chosen", async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    expect(booking.reservations.byDateCalls).toEqual([{ date: '2026-11-23', reservationTypeId: 't-1' }]);
    expect(booking.context()).toMatchObject({ date: '2026-11-23', timeSlot: '10:00' });
  });

  it('clears the slot when the date changes, and date and slot when the month changes', async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-22', now: booking.clock.now() });
    expect(booking.context()).toMatchObject({ date: '2026-11-22', timeSlot: null });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '13:00', now: booking.clock.now() });
    booking.actor.send({ type: 'NEXT_MONTH' });
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: null, timeSlot: null });
    expect(booking.actor.getSnapshot().matches({ choice: 'noDate' })).toBe(true);
  });

  it('refuses a past day, a day without slots and a day of another month', () => {
    const booking = startBooking(type, NOW);
    for (const date of ['2026-11-20', '2026-11-24', '2026-12-25'])
      booking.actor.send({ type: 'SELECT_DATE', date, now: booking.clock.now() });
    expect(booking.context().date).toBeNull();
  });

  it('refuses a booked slot, a live hold and a slot at or before now, but takes a lapsed hold', async () => {
    const booking = startBooking(type, NOW);
    booking.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '10:00', status: 'confirmed', createdAt: '2026-11-20T08:00:00.000Z', busyFrom: 600, busyUntil: 630 },
      { timeSlot: '11:00', status: 'pending', createdAt: '2026-11-22T08:28:00.000Z', busyFrom: 660, busyUntil: 690 },
      { timeSlot: '12:00', status: 'pending', createdAt: '2026-11-22T08:20:00.000Z', busyFrom: 720, busyUntil: 750 },
    ]);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00', now: booking.clock.now() });
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00', now: booking.clock.now() });
    expect(booking.context().timeSlot).toBeNull();
    booking.actor.send({ type: 'SELECT_SLOT', time: '12:00', now: booking.clock.now() });
    expect(booking.context().timeSlot).toBe('12:00');

    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-22', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '11:00', now: booking.clock.now() });
    expect(booking.context().timeSlot).toBeNull();
  });

  it("reloads the chosen date's availability every 30 seconds, and stops once no date is chosen", async () => {
    const booking = startBooking(type, NOW);
    await chooseTomorrowAtTen(booking);
    booking.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '11:00', status: 'confirmed', createdAt: NOW, busyFrom: 660, busyUntil: 690 },
    ]);
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
    booking.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '11:00', status: 'confirmed', createdAt: NOW, busyFrom: 660, busyUntil: 690 },
    ]);
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
  const nowruzType = sampleBookableType({
    availableDates: [
      { date: '2026-03-20', timeSlots: [{ _id: 'x', time: '10:00' }] },
      { date: '2026-03-21', timeSlots: [{ _id: 'y', time: '10:00' }] },
    ],
  });

  it('goes from Esfand 1404 to Farvardin 1405 and chooses Nowruz', async () => {
    const booking = startBooking(nowruzType, '2026-03-18T08:30:00Z');
    expect(booking.context().months.map((m) => m.label)).toEqual(['اسفند ۱۴۰۴', 'فروردین ۱۴۰۵']);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-03-21', now: booking.clock.now() });
    expect(booking.context().date).toBeNull();
    booking.actor.send({ type: 'NEXT_MONTH' });
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-03-21', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00', now: booking.clock.now() });
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: '2026-03-21', timeSlot: '10:00' });
  });

  it('offers the 30th of Esfand in the leap year 1403', async () => {
    const leapType = sampleBookableType({ availableDates: [{ date: '2025-03-20', timeSlots: [{ _id: 'z', time: '10:00' }] }] });
    const booking = startBooking(leapType, '2025-03-15T08:30:00Z');
    expect(booking.context().months.map((m) => m.label)).toEqual(['اسفند ۱۴۰۳']);
    booking.actor.send({ type: 'SELECT_DATE', date: '2025-03-20', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00', now: booking.clock.now() });
    expect(booking.context()).toMatchObject({ date: '2025-03-20', timeSlot: '10:00' });
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
  it("shows the day's slots at once from the availability the server rendered, and reads them again", async () => {
    const booked = [
      { timeSlot: '10:00', status: 'confirmed' as const, createdAt: '2026-11-20T08:00:00.000Z', busyFrom: 600, busyUntil: 630 },
    ];
    const booking = startBooking(type, NOW, { preselected: { date: '2026-12-25', availability: booked } });
    expect(booking.context()).toMatchObject({
      monthIndex: 1,
      date: '2026-12-25',
      timeSlot: null,
      reservations: booked,
      availabilityDate: '2026-12-25',
    });
    await booking.settled();
    expect(booking.reservations.byDateCalls).toHaveLength(1);
  });

  it('opens the month it names with no day chosen, and ignores one not shown', () => {
    expect(startBooking(type, NOW, { preselected: { month: '1405-10' } }).context()).toMatchObject({ monthIndex: 1, date: null });
    expect(startBooking(type, NOW, { preselected: { month: '1406-01' } }).context()).toMatchObject({ monthIndex: 0, date: null });
  });
});
