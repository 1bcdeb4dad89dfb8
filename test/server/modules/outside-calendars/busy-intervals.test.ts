import { busyIntervals } from '../../../../server/modules/outside-calendars/busy-intervals';
import { allDayEvent, berlinEvent, freeEvents, weeklyMeeting } from './ics-files';

const window = (from: string, to: string) => [new Date(from), new Date(to)] as const;
const iso = (intervals: { start: Date; end: Date }[]) => intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);

describe('busy intervals of a calendar file', () => {
  it('expands a weekly meeting, leaving out the struck-out week and moving the overridden one', () => {
    const ics = weeklyMeeting('2026-12-07', '2026-12-14', '2026-12-21');
    expect(iso(busyIntervals(ics, ...window('2026-12-01T00:00:00Z', '2027-01-31T00:00:00Z')))).toEqual([
      ['2026-12-07T06:30:00.000Z', '2026-12-07T07:30:00.000Z'],
      ['2026-12-21T10:30:00.000Z', '2026-12-21T12:00:00.000Z'],
      ['2026-12-28T06:30:00.000Z', '2026-12-28T07:30:00.000Z'],
    ]);
  });

  it('keeps only the occurrences within the window', () => {
    const ics = weeklyMeeting('2026-12-07', '2026-12-14', '2026-12-21');
    expect(iso(busyIntervals(ics, ...window('2026-12-20T00:00:00Z', '2026-12-27T00:00:00Z')))).toEqual([
      ['2026-12-21T10:30:00.000Z', '2026-12-21T12:00:00.000Z'],
    ]);
  });

  it('blocks an all-day event from midnight to midnight on the Tehran calendar', () => {
    expect(iso(busyIntervals(allDayEvent('2026-12-09', '2026-12-10'), ...window('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z')))).toEqual([
      ['2026-12-08T20:30:00.000Z', '2026-12-09T20:30:00.000Z'],
    ]);
  });

  it('reads an event in Europe/Berlin in its own zone, in winter and in summer, with or without the zone in the file', () => {
    const wide = window('2026-01-01T00:00:00Z', '2028-01-01T00:00:00Z');
    expect(iso(busyIntervals(berlinEvent('2026-12-10'), ...wide))).toEqual([['2026-12-10T07:00:00.000Z', '2026-12-10T08:00:00.000Z']]);
    expect(iso(busyIntervals(berlinEvent('2027-07-01'), ...wide))).toEqual([['2027-07-01T06:00:00.000Z', '2027-07-01T07:00:00.000Z']]);
    expect(iso(busyIntervals(berlinEvent('2027-07-01', false), ...wide))).toEqual([
      ['2027-07-01T06:00:00.000Z', '2027-07-01T07:00:00.000Z'],
    ]);
  });

  it('counts neither a transparent event nor one the owner declined', () => {
    expect(busyIntervals(freeEvents('2026-12-11'), ...window('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z'))).toEqual([]);
  });

  it('refuses a text that is not a calendar', () => {
    expect(() => busyIntervals('<html>not found</html>', ...window('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z'))).toThrow();
  });
});
