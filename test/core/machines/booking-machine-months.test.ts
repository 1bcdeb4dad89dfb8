import { daysOfMonth } from '../../../src/core/domain/booking-calendar';
import { RequestFailure } from '../../../src/core/domain/request-failure';
import { sampleBookableType } from '../../fakes/sample-data';
import { startBooking } from './booking-harness';

// 1405/09/01 (2026-11-22) at 12:00 in Tehran: today's only slot (11:00) has passed.
const NOW = '2026-11-22T08:30:00Z';
const AZAR = { from: '2026-11-22', to: '2026-12-21' };
const DEY = { from: '2026-12-22', to: '2027-01-20' };
const allMonths = sampleBookableType({
  _id: 't-1',
  availableDates: [
    { date: '2026-11-22', timeSlots: [{ _id: 'a', time: '11:00' }] },
    { date: '2026-11-23', timeSlots: [{ _id: 'b', time: '10:00' }] },
    { date: '2026-12-25', timeSlots: [{ _id: 'c', time: '10:00' }] },
  ],
  offeredDays: ['2026-11-23', '2026-12-25'],
});
// what the booking page reads first: every offered day, but only Azar's slots
const firstMonth = { ...allMonths, availableDates: allMonths.availableDates.filter((day) => day.date <= AZAR.to) };

const start = (input: Parameters<typeof startBooking>[2] = {}) => startBooking(firstMonth, NOW, input, null, allMonths);

describe('the booking screen reads one month of slots at a time', () => {
  it('shows every offered month but carries only the first one read', async () => {
    const booking = start();
    await booking.settled();
    expect(booking.context().months.map((month) => month.label)).toEqual(['آذر ۱۴۰۵', 'دی ۱۴۰۵']);
    expect(booking.context().loadedMonths).toEqual(['1405-09']);
    expect(booking.types.ranges).toEqual([]);
  });

  it('reads the next month through the port, and its days can be chosen only once it has arrived', async () => {
    const booking = start();
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-12-25', now: booking.clock.now() });
    expect(booking.context().date).toBeNull();
    booking.actor.send({ type: 'NEXT_MONTH' });
    expect(booking.actor.getSnapshot().matches({ choice: 'loadingMonth' })).toBe(true);
    expect(booking.context().monthIndex).toBe(0);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-12-25', now: booking.clock.now() });
    expect(booking.context().date).toBeNull();
    await booking.settled();
    expect(booking.types.ranges).toEqual([DEY]);
    expect(booking.context().monthIndex).toBe(1);
    expect(booking.context().loadedMonths).toEqual(['1405-09', '1405-10']);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-12-25', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'SELECT_SLOT', time: '10:00', now: booking.clock.now() });
    expect(booking.context()).toMatchObject({ date: '2026-12-25', timeSlot: '10:00' });
  });

  it('does not read a month twice: back and forth again shows what was read', async () => {
    const booking = start();
    booking.actor.send({ type: 'NEXT_MONTH' });
    await booking.settled();
    booking.actor.send({ type: 'PREVIOUS_MONTH' });
    expect(booking.context().monthIndex).toBe(0);
    booking.actor.send({ type: 'SELECT_MONTH', index: 1 });
    expect(booking.context().monthIndex).toBe(1);
    expect(booking.types.ranges).toEqual([DEY]);
  });

  it('says in Persian why a month could not be read, and keeps the month and the date shown', async () => {
    const booking = start();
    booking.types.rangeFailure = new RequestFailure('خطا در ارتباط با سرور', true);
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23', now: booking.clock.now() });
    await booking.settled();
    booking.actor.send({ type: 'NEXT_MONTH' });
    await booking.settled();
    expect(booking.notifier.messages).toEqual([{ kind: 'error', message: 'خطا در ارتباط با سرور' }]);
    expect(booking.context()).toMatchObject({ monthIndex: 0, date: '2026-11-23', loadedMonths: ['1405-09'] });
    expect(booking.actor.getSnapshot().matches({ choice: 'dateChosen' })).toBe(true);
    booking.types.rangeFailure = null;
    booking.actor.send({ type: 'NEXT_MONTH' });
    await booking.settled();
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: null });
  });

  it('keeps today closed as "all slots passed" with only the first month read', async () => {
    const booking = start();
    await booking.settled();
    const context = booking.context();
    const azar = daysOfMonth(context.months[0], context.type.availableDates, Date.parse(NOW));
    expect(azar.find((day) => day.date === '2026-11-22')).toMatchObject({ today: true, disabled: true, reason: 'all-slots-passed' });
    expect(azar.find((day) => day.date === '2026-11-23')).toMatchObject({ disabled: false });
    booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-22', now: booking.clock.now() });
    expect(booking.context().date).toBeNull();
  });

  it('reads the month of a choice saved before signing in, then restores it', async () => {
    const saved = { reservationTypeId: 't-1', date: '2026-12-25', timeSlot: '10:00', monthIndex: 1, timestamp: Date.parse(NOW) - 60_000 };
    const booking = start({ saved, signedIn: true });
    await booking.settled();
    expect(booking.types.ranges).toEqual([DEY]);
    expect(booking.context()).toMatchObject({ monthIndex: 1, date: '2026-12-25', timeSlot: '10:00' });
    expect(booking.actor.getSnapshot().matches({ choice: 'dateChosen' })).toBe(true);
  });

  it('drops a saved choice whose month cannot be read, saying why', async () => {
    const booking = start();
    booking.types.rangeFailure = new RequestFailure('خطا در ارتباط با سرور', true);
    booking.pendingBookings.savePending({
      reservationTypeId: 't-1',
      date: '2026-12-25',
      timeSlot: '10:00',
      monthIndex: 1,
      timestamp: Date.parse(NOW),
    });
    booking.restart({ saved: booking.pendingBookings.loadPending() });
    await booking.settled();
    expect(booking.notifier.messages).toEqual([{ kind: 'error', message: 'خطا در ارتباط با سرور' }]);
    expect(booking.context()).toMatchObject({ monthIndex: 0, date: null });
    expect(booking.pendingBookings.loadPending()).toBeNull();
  });

  it('reads the month an address names before showing it', async () => {
    const booking = start({ preselected: { month: '1405-10' } });
    await booking.settled();
    expect(booking.types.ranges).toEqual([DEY]);
    expect(booking.context().monthIndex).toBe(1);
  });
});
