import {
  jalaliDateText,
  normalizeTimeText,
  parseJalaliDateText,
  parseTimesText,
  toLatinDigits,
} from '../../../src/core/domain/jalali-date-text';

describe('typed Jalali dates and times', () => {
  it('reads a Jalali date in Persian or Latin digits with / or - between parts', () => {
    expect(parseJalaliDateText('۱۴۰۳/۱۲/۳۰')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(parseJalaliDateText(' 1404-1-5 ')).toEqual({ year: 1404, month: 1, day: 5 });
  });

  it('refuses a date that is not in the Jalali calendar', () => {
    expect(parseJalaliDateText('۱۴۰۴/۱۲/۳۰')).toBeNull();
    expect(parseJalaliDateText('1404/13/01')).toBeNull();
    expect(parseJalaliDateText('2025/03/20')).toBeNull();
    expect(parseJalaliDateText('فردا')).toBeNull();
  });

  it('writes a Jalali date back with Persian digits', () => {
    expect(jalaliDateText({ year: 1404, month: 1, day: 5 })).toBe('۱۴۰۴/۰۱/۰۵');
  });

  it('reads a list of times separated by commas, the Persian comma or spaces, sorted and without repeats', () => {
    expect(parseTimesText('۱۷:۰۰، 10:00  9:30,10:00')).toEqual(['09:30', '10:00', '17:00']);
    expect(parseTimesText('')).toEqual([]);
    expect(parseTimesText('10:00، ساعت ۵')).toBeNull();
    expect(parseTimesText('24:00')).toBeNull();
  });

  it('normalises one time and digits of any script', () => {
    expect(normalizeTimeText('۹:۰۵')).toBe('09:05');
    expect(normalizeTimeText('12:60')).toBeNull();
    expect(toLatinDigits('٠١٢ ۳۴۵')).toBe('012 345');
  });
});
