import { firstMonthStart, jalaliMonthOf, offeredRange } from '../../../../server/modules/schedule/offered-range';

// 2026-11-22 is 1 Azar 1405; Azar ends on 2026-12-21. Esfand 1405 has 29 days: 1406 begins on 2027-03-21.
describe('the range of days one read of the offered slots carries', () => {
  it('knows where a Jalali month begins and ends, across the new year', () => {
    expect(jalaliMonthOf('2026-12-03')).toEqual({ from: '2026-11-22', to: '2026-12-21' });
    expect(jalaliMonthOf('2027-03-01')).toEqual({ from: '2027-02-20', to: '2027-03-20' });
    expect(jalaliMonthOf('2027-03-21').from).toBe('2027-03-21');
  });

  it('starts by default at the month of the first offered day, or this month when none is offered', () => {
    expect(firstMonthStart(['2026-12-25', '2027-01-30'], '2026-11-22')).toBe('2026-12-22');
    expect(offeredRange({}, firstMonthStart([], '2026-11-30'), '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-21' });
  });

  it('never starts before today, ends at the start’s month end unless asked, and is shortened to 62 days', () => {
    expect(offeredRange({ from: '2026-11-01', to: '2026-11-25' }, '2026-11-22', '2026-11-22')).toEqual({
      from: '2026-11-22',
      to: '2026-11-25',
    });
    expect(offeredRange({ from: '2027-01-05' }, '2026-11-22', '2026-11-22')).toEqual({ from: '2027-01-05', to: '2027-01-20' });
    expect(offeredRange({ from: '2026-11-22', to: '2027-12-31' }, '2026-11-22', '2026-11-22')).toEqual({
      from: '2026-11-22',
      to: '2027-01-22',
    });
    expect(offeredRange({ to: '2026-11-20' }, '2026-11-22', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-20' });
  });
});
