import { addDays, isIsoDate, isSlotTime, toBusinessWallClock } from '../../../src/core/domain/business-time';

describe('business time', () => {
  it("reads the date and time on Tehran's wall clock", () => {
    expect(toBusinessWallClock(new Date('2026-11-22T08:30:00Z'))).toEqual({ date: '2026-11-22', time: '12:00' });
    expect(toBusinessWallClock(new Date('2026-11-22T21:00:00Z'))).toEqual({ date: '2026-11-23', time: '00:30' });
  });

  it('accepts only real calendar dates and HH:mm times', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isSlotTime('09:30')).toBe(true);
    expect(isSlotTime('24:00')).toBe(false);
    expect(isSlotTime('9:30')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
