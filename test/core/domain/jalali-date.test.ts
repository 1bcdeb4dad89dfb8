import {
  formatJalaliNumeric,
  formatJalaliLong,
  formatJalaliDateTime,
  isoToJalali,
  jalaliToIso,
  persianWeekdayName,
  persianWeekdayIndex,
  isLeapJalaliYear,
  jalaliMonthLength,
} from '../../../src/core/domain/jalali-date';

describe('the Jalali calendar module', () => {
  it('converts Gregorian dates to Jalali and back', () => {
    expect(isoToJalali('2026-11-22')).toEqual({ year: 1405, month: 9, day: 1 });
    expect(jalaliToIso({ year: 1405, month: 1, day: 1 })).toBe('2026-03-21');
  });

  it('starts the week on Saturday', () => {
    expect(persianWeekdayIndex('2026-11-21')).toBe(0);
    expect(persianWeekdayName('2026-11-21')).toBe('شنبه');
    expect(persianWeekdayName('2026-11-27')).toBe('جمعه');
  });

  it('writes dates as YYYY/MM/DD with Persian digits', () => {
    expect(formatJalaliNumeric('2026-11-22')).toBe('۱۴۰۵/۰۹/۰۱');
  });

  it("reads an instant on Tehran's calendar, not UTC's", () => {
    // 22:00 UTC on 21 November is already 22 November (1 Azar) in Tehran
    expect(formatJalaliNumeric(new Date('2026-11-21T22:00:00Z'))).toBe('۱۴۰۵/۰۹/۰۱');
  });

  it("tells an instant's Tehran date and time, past midnight in Tehran while still the day before in UTC", () => {
    expect(formatJalaliDateTime('2026-11-22T09:00:00.000Z')).toBe('۱ آذر ۱۴۰۵، ساعت ۱۲:۳۰');
    expect(formatJalaliDateTime('2026-11-21T21:05:00.000Z')).toBe('۱ آذر ۱۴۰۵، ساعت ۰۰:۳۵');
  });

  it('names the weekday, day, month and year in a long date', () => {
    expect(formatJalaliLong('2026-11-22')).toBe('یکشنبه ۱ آذر ۱۴۰۵');
  });

  it('gives Esfand 30 days in a leap year and 29 otherwise', () => {
    expect(isLeapJalaliYear(1403)).toBe(true);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
  });
});
