import { formatPersianNumber, toPersianDigits } from '../../../src/core/domain/persian-digits';

describe('Persian numbers', () => {
  const locale = new Intl.NumberFormat('fa-IR');

  it('writes Latin digits in their Persian form and leaves other characters', () => {
    expect(toPersianDigits('ساعت 09:30')).toBe('ساعت ۰۹:۳۰');
    expect(toPersianDigits(2026)).toBe('۲۰۲۶');
  });

  it('groups a whole number exactly as the fa-IR locale does, at every length up to the largest safe one', () => {
    const samples = [0, 7, 42, 999, 1000, 1001, 12345, 999999, 1000000, 1250000, 123456789, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 16; digits++) samples.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
    for (const value of samples.filter(Number.isSafeInteger)) expect(formatPersianNumber(value)).toBe(locale.format(value));
  });

  it('leaves fractions and negative numbers to the locale', () => {
    expect(formatPersianNumber(1234.5)).toBe(locale.format(1234.5));
    expect(formatPersianNumber(-1500)).toBe(locale.format(-1500));
  });
});
