import { isMonthLoaded, loadedMonthsOf, mergeDates, monthRange, rangeOfAddress } from '../../../src/core/domain/booking-months';

const day = (date: string, ...times: string[]) => ({ date, timeSlots: times.map((time) => ({ _id: `${date} ${time}`, time })) });
const azar = { year: 1405, month: 9, label: 'آذر ۱۴۰۵' };
const dey = { year: 1405, month: 10, label: 'دی ۱۴۰۵' };

describe('the months the booking calendar reads', () => {
  it('spans a Jalali month from its first to its last day, Esfand of a leap year included', () => {
    expect(monthRange(azar)).toEqual({ from: '2026-11-22', to: '2026-12-21' });
    expect(monthRange({ year: 1403, month: 12 })).toEqual({ from: '2025-02-19', to: '2025-03-20' });
  });

  it('reads the month an address names by its day or its month, and nothing for anything else', () => {
    expect(rangeOfAddress('2026-12-25')).toEqual({ from: '2026-12-22', to: '2027-01-20' });
    expect(rangeOfAddress('1405-09')).toEqual({ from: '2026-11-22', to: '2026-12-21' });
    for (const other of [null, '', '1405-13', '2026-13-45', 'فردا']) expect(rangeOfAddress(other)).toBeUndefined();
  });

  it('replaces what was known of a month with what was just read for it', () => {
    const known = [day('2026-11-23', '10:00'), day('2026-12-25', '09:00'), day('2026-12-30', '09:00')];
    const merged = mergeDates(known, [day('2026-12-25', '11:00')], monthRange(dey));
    expect(merged).toEqual([day('2026-11-23', '10:00'), day('2026-12-25', '11:00')]);
  });

  it('counts a month as read when every offered day of it carries its slots', () => {
    const type = { offeredDays: ['2026-11-23', '2026-12-25'], availableDates: [day('2026-11-22', '08:00'), day('2026-11-23', '10:00')] };
    expect(loadedMonthsOf([azar, dey], type)).toEqual(['1405-09']);
    expect(isMonthLoaded(['1405-09'], '2026-12-01')).toBe(true);
    expect(isMonthLoaded(['1405-09'], '2026-12-25')).toBe(false);
  });
});
