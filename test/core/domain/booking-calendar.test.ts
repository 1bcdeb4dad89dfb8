import {
  daysOfMonth,
  monthIndexOfParam,
  monthParam,
  isDaySelectable,
  isSlotPassed,
  isSlotSelectable,
  monthIndexOf,
  slotsOfDay,
  visibleMonths,
} from '../../../src/core/domain/booking-calendar';
import type { AvailableDate } from '../../../src/core/domain/reservation-type';
import { canPressPay } from '../../../src/core/domain/pay-rule';

/** Tehran is UTC+3:30: this is 1404/12/27 (2026-03-18) at 12:00 in Tehran, two days before Nowruz. */
const BEFORE_NOWRUZ = Date.parse('2026-03-18T08:30:00Z');

function offering(...dates: Array<[string, string[]]>): AvailableDate[] {
  return dates.map(([date, times]) => ({ date, timeSlots: times.map((time, i) => ({ _id: `${date}-${i}`, time })) }));
}

/** The days the server names as offered: those with a slot. */
function offeredDaysOf(dates: AvailableDate[]): string[] {
  return dates.filter((entry) => entry.timeSlots.length > 0).map((entry) => entry.date);
}

describe('the months of the booking calendar', () => {
  it('shows Esfand and then Farvardin of the next year across the Jalali year boundary', () => {
    const dates = offering(['2026-03-19', ['10:00']], ['2026-03-25', ['10:00']], ['2026-04-25', ['10:00']]);
    expect(visibleMonths(offeredDaysOf(dates), BEFORE_NOWRUZ)).toEqual([
      { year: 1404, month: 12, label: 'اسفند ۱۴۰۴' },
      { year: 1405, month: 1, label: 'فروردین ۱۴۰۵' },
      { year: 1405, month: 2, label: 'اردیبهشت ۱۴۰۵' },
    ]);
  });

  it('hides a month whose days with slots are all before today', () => {
    const dates = offering(['2026-02-25', ['10:00']], ['2026-03-10', ['10:00']], ['2026-03-22', ['10:00']]);
    expect(visibleMonths(offeredDaysOf(dates), BEFORE_NOWRUZ).map((m) => m.label)).toEqual(['فروردین ۱۴۰۵']);
  });

  it('keeps the current month while today itself still has slots', () => {
    const dates = offering(['2026-03-18', ['09:00', '16:00']]);
    expect(visibleMonths(offeredDaysOf(dates), BEFORE_NOWRUZ).map((m) => m.label)).toEqual(['اسفند ۱۴۰۴']);
  });

  it('ignores days without slots when choosing months', () => {
    const dates = offering(['2026-03-19', []], ['2026-04-25', ['10:00']]);
    expect(visibleMonths(offeredDaysOf(dates), BEFORE_NOWRUZ).map((m) => m.label)).toEqual(['اردیبهشت ۱۴۰۵']);
  });

  it('finds the month of a date among the shown months', () => {
    const months = visibleMonths(offeredDaysOf(offering(['2026-03-19', ['10:00']], ['2026-03-25', ['10:00']])), BEFORE_NOWRUZ);
    expect(monthIndexOf(months, '2026-03-21')).toBe(1);
    expect(monthIndexOf(months, '2026-05-01')).toBe(-1);
  });
});

describe('the days of a month', () => {
  it('lists all 30 days of Esfand in the leap year 1403 in date order, with weekday names', () => {
    const now = Date.parse('2025-02-18T08:30:00Z');
    const days = daysOfMonth({ year: 1403, month: 12, label: '' }, offering(['2025-03-20', ['10:00']]), now);
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(days[0]).toMatchObject({ date: '2025-02-19', weekdayName: 'چهارشنبه', weekdayIndex: 4 });
    expect(days[29]).toMatchObject({ date: '2025-03-20', weekdayName: 'پنجشنبه', disabled: false, reason: null });
  });

  it('gives Esfand of 1404, not a leap year, 29 days, and Farvardin 1405 starts on a Saturday', () => {
    expect(daysOfMonth({ year: 1404, month: 12, label: '' }, [], BEFORE_NOWRUZ)).toHaveLength(29);
    const farvardin = daysOfMonth({ year: 1405, month: 1, label: '' }, [], BEFORE_NOWRUZ);
    expect(farvardin[0]).toMatchObject({ date: '2026-03-21', weekdayName: 'شنبه', weekdayIndex: 0 });
  });

  it('disables a past day, a day without slots, and today once all its slots have passed', () => {
    const dates = offering(['2026-03-17', ['10:00']], ['2026-03-18', ['09:00', '12:00']], ['2026-03-19', ['10:00']]);
    const days = daysOfMonth({ year: 1404, month: 12, label: '' }, dates, BEFORE_NOWRUZ);
    const byDate = Object.fromEntries(days.map((d) => [d.date, d.reason]));
    expect(byDate['2026-03-17']).toBe('past');
    expect(byDate['2026-03-18']).toBe('all-slots-passed');
    expect(byDate['2026-03-19']).toBeNull();
    expect(byDate['2026-03-20']).toBe('no-slots');
  });

  it('marks today, and only today', () => {
    const days = daysOfMonth({ year: 1404, month: 12, label: '' }, [], BEFORE_NOWRUZ);
    expect(days.filter((d) => d.today).map((d) => d.date)).toEqual(['2026-03-18']);
  });

  it('names a shown month in an address and finds it again', () => {
    const months = visibleMonths(offeredDaysOf(offering(['2026-03-19', ['10:00']], ['2026-03-22', ['10:00']])), BEFORE_NOWRUZ);
    expect(months.map(monthParam)).toEqual(['1404-12', '1405-01']);
    expect(monthIndexOfParam(months, '1405-01')).toBe(1);
    expect(monthIndexOfParam(months, '1405-02')).toBe(-1);
  });

  it('keeps today open while one of its slots is still ahead', () => {
    const dates = offering(['2026-03-18', ['09:00', '12:01']]);
    const today = daysOfMonth({ year: 1404, month: 12, label: '' }, dates, BEFORE_NOWRUZ).find((d) => d.date === '2026-03-18');
    expect(today).toMatchObject({ disabled: false, reason: null });
  });
});

describe('the slots of a day', () => {
  const HALF_HOURS = { spanMinutes: 30, noticeMinutes: 0 };
  const dates = offering(['2026-03-18', ['12:30', '11:59', '12:00', '12:01', '13:00', '14:00']]);

  it("disables today's slots at or before the current minute and orders them by time", () => {
    const slots = slotsOfDay('2026-03-18', dates, [], BEFORE_NOWRUZ, null, HALF_HOURS);
    expect(slots.map((s) => [s.time, s.state])).toEqual([
      ['11:59', 'passed'],
      ['12:00', 'passed'],
      ['12:01', 'free'],
      ['12:30', 'free'],
      ['13:00', 'free'],
      ['14:00', 'free'],
    ]);
    expect(isSlotPassed('2026-03-19', '00:00', BEFORE_NOWRUZ)).toBe(false);
  });

  it('marks a confirmed time booked and a live hold pending, and frees a lapsed hold', () => {
    const slots = slotsOfDay(
      '2026-03-18',
      dates,
      [
        { timeSlot: '12:30', status: 'confirmed', createdAt: '2026-03-10T08:00:00.000Z', busyFrom: 750, busyUntil: 780 },
        { timeSlot: '13:00', status: 'pending', createdAt: '2026-03-18T08:27:00.000Z', busyFrom: 780, busyUntil: 810 },
        { timeSlot: '14:00', status: 'pending', createdAt: '2026-03-18T08:24:00.000Z', busyFrom: 840, busyUntil: 870 },
      ],
      BEFORE_NOWRUZ,
      null,
      HALF_HOURS,
    );
    expect(slots.filter((s) => s.time >= '12:30')).toEqual([
      { time: '12:30', state: 'booked', heldSince: null },
      { time: '13:00', state: 'pending', heldSince: '2026-03-18T08:27:00.000Z' },
      { time: '14:00', state: 'free', heldSince: null },
    ]);
  });

  it("shows the customer's own live hold as theirs, and its time as free once the hold lapses", () => {
    const held = [{ timeSlot: '13:00', status: 'pending' as const, createdAt: '2026-03-18T08:27:00.000Z', busyFrom: 780, busyUntil: 810 }];
    const own = { date: '2026-03-18', timeSlot: '13:00', createdAt: '2026-03-18T08:27:00.000Z' };
    expect(slotsOfDay('2026-03-18', dates, held, BEFORE_NOWRUZ, own, HALF_HOURS).find((s) => s.time === '13:00')).toEqual({
      time: '13:00',
      state: 'mine',
      heldSince: '2026-03-18T08:27:00.000Z',
    });
    expect(slotsOfDay('2026-03-19', offering(['2026-03-19', ['13:00']]), [], BEFORE_NOWRUZ, own, HALF_HOURS)[0].state).toBe('free');
    const afterLapse = BEFORE_NOWRUZ + 6 * 60 * 1000;
    expect(slotsOfDay('2026-03-18', dates, held, afterLapse, own, HALF_HOURS).find((s) => s.time === '13:00')?.state).toBe('free');
  });

  it("greys a time the consultant's own calendar keeps busy, and it cannot be chosen; a booking on it still shows booked", () => {
    const withBusy: AvailableDate[] = [
      {
        date: '2026-03-19',
        timeSlots: [
          { _id: 'a', time: '10:00' },
          { _id: 'b', time: '11:00', busy: true },
          { _id: 'c', time: '12:00', busy: true },
        ],
      },
    ];
    const booked = [
      { timeSlot: '12:00', status: 'confirmed' as const, createdAt: '2026-03-10T08:00:00.000Z', busyFrom: 720, busyUntil: 750 },
    ];
    expect(slotsOfDay('2026-03-19', withBusy, booked, BEFORE_NOWRUZ, null, HALF_HOURS).map((s) => [s.time, s.state])).toEqual([
      ['10:00', 'free'],
      ['11:00', 'busy'],
      ['12:00', 'booked'],
    ]);
    expect(isSlotSelectable('2026-03-19', '11:00', withBusy, [], BEFORE_NOWRUZ, null, HALF_HOURS)).toBe(false);
    expect(isSlotSelectable('2026-03-19', '10:00', withBusy, [], BEFORE_NOWRUZ, null, HALF_HOURS)).toBe(true);
  });

  it('does not let a day be chosen whose every slot an outside event keeps busy', () => {
    const allBusy: AvailableDate[] = [{ date: '2026-03-19', timeSlots: [{ _id: 'a', time: '10:00', busy: true }] }];
    expect(isDaySelectable('2026-03-19', allBusy, BEFORE_NOWRUZ)).toBe(false);
    const day = daysOfMonth({ year: 1404, month: 12, label: '' }, allBusy, BEFORE_NOWRUZ).find((d) => d.date === '2026-03-19');
    expect(day).toMatchObject({ disabled: true, reason: 'no-slots' });
  });
});

describe('the pay button rule', () => {
  it('needs date and slot from everyone and a complete profile from a signed-in user', () => {
    const chosen = { date: '2026-03-19', timeSlot: '10:00' };
    expect(canPressPay({ signedIn: false, profileComplete: false, ...chosen })).toBe(true);
    expect(canPressPay({ signedIn: true, profileComplete: false, ...chosen })).toBe(false);
    expect(canPressPay({ signedIn: true, profileComplete: true, ...chosen })).toBe(true);
    expect(canPressPay({ signedIn: true, profileComplete: true, date: '2026-03-19', timeSlot: null })).toBe(false);
    expect(canPressPay({ signedIn: false, profileComplete: false, date: null, timeSlot: '10:00' })).toBe(false);
  });
});
