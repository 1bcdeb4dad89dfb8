import { offsetMinutesAt, tehranInstant, tehranTimeText, visitorWallClock } from '../../../src/core/domain/tehran-time';
import { wallClockIn } from '../../../src/core/domain/business-time';

/** a visitor's clock in the zone named */
const clockIn = (zone: string) => (instant: number) => wallClockIn(zone, instant);
import { hasReceipt } from '../../../src/core/domain/receipt';

describe('a Tehran time as a visitor abroad reads it', () => {
  it('keeps Tehran at +03:30 all year and finds the instant its wall clock names', () => {
    expect(offsetMinutesAt('Asia/Tehran', Date.parse('2026-01-15T12:00:00Z'))).toBe(210);
    expect(offsetMinutesAt('Asia/Tehran', Date.parse('2026-07-15T12:00:00Z'))).toBe(210);
    expect(new Date(tehranInstant({ date: '2026-11-25', time: '10:00' })).toISOString()).toBe('2026-11-25T06:30:00.000Z');
  });

  it("adds «به وقت تهران» and the visitor's own time, with their summer time where they keep one", () => {
    expect(tehranTimeText({ date: '2026-11-25', time: '10:00' }, clockIn('Europe/Berlin'))).toBe('۱۰:۰۰ به وقت تهران (۰۷:۳۰ به وقت شما)');
    expect(tehranTimeText({ date: '2026-07-15', time: '10:00' }, clockIn('Europe/Berlin'))).toBe('۱۰:۰۰ به وقت تهران (۰۸:۳۰ به وقت شما)');
  });

  it("names the visitor's weekday when their day is not Tehran's", () => {
    expect(tehranTimeText({ date: '2026-11-25', time: '01:00' }, clockIn('America/New_York'))).toBe(
      '۰۱:۰۰ به وقت تهران (سه‌شنبه ۱۶:۳۰ به وقت شما)',
    );
  });

  it("changes nothing for a visitor whose clock reads Tehran's at that instant, by what it reads rather than by name", () => {
    expect(tehranTimeText({ date: '2026-11-25', time: '10:00' }, clockIn('Asia/Tehran'))).toBe('۱۰:۰۰');
    expect(visitorWallClock({ date: '2026-11-25', time: '10:00' }, clockIn('Iran'))).toBeNull();
    expect(visitorWallClock({ date: '2026-11-25', time: '10:00' }, clockIn('Etc/GMT-3'))).toEqual({ date: '2026-11-25', time: '09:30' });
    expect(tehranTimeText({ date: '2026-11-25', time: '10:00' }, null)).toBe('۱۰:۰۰');
  });
});

describe('which reservations have a receipt', () => {
  const paid = { status: 'paid' as const, amount: 1_250_000, refId: '1', cardPan: null, paidAt: '2026-11-22T08:00:00Z' };
  it('is those whose money the bank paid, even if it went back since', () => {
    expect(hasReceipt({ payment: paid })).toBe(true);
    expect(hasReceipt({ payment: { ...paid, status: 'reversed' } })).toBe(true);
  });
  it('is never a free booking, an unpaid attempt or none', () => {
    expect(hasReceipt({ payment: { ...paid, amount: 0 } })).toBe(false);
    expect(hasReceipt({ payment: { ...paid, status: 'failed', paidAt: null } })).toBe(false);
    expect(hasReceipt({ payment: null })).toBe(false);
  });
});
