import { offsetFromTable, zoneOffsetsOrNull, zoneOffsetsOver, type ZoneOffsets } from '../../../src/core/domain/zone-offsets';
import { rememberZoneOffsets, wallClockIn } from '../../../src/core/domain/business-time';
import { offsetMinutesAt } from '../../../src/core/domain/tehran-time';

const HOUR = 3600_000;
const at = (iso: string) => Date.parse(iso);

const oracles = new Map<string, Intl.DateTimeFormat>();

/** the runtime's own time-zone data, read through an Intl formatter of the test's own: the oracle the table must agree with */
function intlWallClock(zone: string, instant: number): string {
  if (!oracles.has(zone)) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    oracles.set(zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, ...options }));
  }
  const parts = Object.fromEntries(
    oracles
      .get(zone)!
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const tableFor = (zone: string, from: string, until: string) =>
  zoneOffsetsOver(zone, at(from), at(until), (instant) => offsetMinutesAt(zone, instant));

describe("a time zone's offsets, carried by the page", () => {
  it("finds each of Tehran's clock changes to the minute, and none after Iran stopped changing its clocks in 2022", () => {
    const table = tableFor('Asia/Tehran', '2019-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
    expect(table.offsets.map(([instant, minutes]) => [new Date(instant).toISOString(), minutes])).toEqual([
      ['2019-01-01T00:00:00.000Z', 210],
      ['2019-03-21T20:30:00.000Z', 270],
      ['2019-09-21T19:30:00.000Z', 210],
      ['2020-03-20T20:30:00.000Z', 270],
      ['2020-09-20T19:30:00.000Z', 210],
      ['2021-03-21T20:30:00.000Z', 270],
      ['2021-09-21T19:30:00.000Z', 210],
      ['2022-03-21T20:30:00.000Z', 270],
      ['2022-09-21T19:30:00.000Z', 210],
    ]);
  });

  it.each(['Asia/Tehran', 'Europe/Berlin', 'America/St_Johns'])(
    "reads %s's wall clock from the table as Intl reads it, every seven hours for eight years and at each change",
    (zone) => {
      const table = tableFor(zone, '2019-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
      rememberZoneOffsets(table);
      const instants: number[] = [];
      for (let instant = table.from; instant < table.until; instant += 421 * 60_000) instants.push(instant);
      for (const [change] of table.offsets) instants.push(change - 60_000, change - 1, change, change + 59_999);
      const differing = instants.filter((instant) => {
        const wall = wallClockIn(zone, instant);
        return `${wall.date} ${wall.time}` !== intlWallClock(zone, instant);
      });
      expect(differing.map((instant) => new Date(instant).toISOString())).toEqual([]);
    },
  );

  it('reads the clock without building an Intl formatter wherever the table covers the instant, and with one elsewhere', () => {
    const table = tableFor('Asia/Kabul', '2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
    rememberZoneOffsets(table);
    const formatted = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(wallClockIn('Asia/Kabul', at('2025-06-01T19:40:00Z'))).toEqual({ date: '2025-06-02', time: '00:10' });
      expect(built).not.toHaveBeenCalled();
      expect(formatted).not.toHaveBeenCalled();
      expect(wallClockIn('Asia/Kabul', at('2030-06-01T19:40:00Z'))).toEqual({ date: '2030-06-02', time: '00:10' });
      expect(formatted).toHaveBeenCalled();
    } finally {
      built.mockRestore();
      formatted.mockRestore();
    }
  });

  it('covers only its stretch of time', () => {
    const table: ZoneOffsets = {
      zone: 'Asia/Tehran',
      from: 1000,
      until: 5000,
      offsets: [
        [1000, 270],
        [3000, 210],
      ],
    };
    expect([999, 1000, 2999, 3000, 4999, 5000, Number.NaN].map((instant) => offsetFromTable(table, instant))).toEqual([
      null,
      270,
      270,
      210,
      210,
      null,
      null,
    ]);
  });

  it('takes from a page only a table of that shape: in order, whole, with offsets a clock can have', () => {
    const good = {
      zone: 'Asia/Tehran',
      from: 0,
      until: 10 * HOUR,
      offsets: [
        [0, 270],
        [5 * HOUR, 210],
      ],
    };
    expect(zoneOffsetsOrNull(good)).toEqual(good);
    for (const bad of [
      null,
      'Asia/Tehran',
      { ...good, zone: 3 },
      { ...good, until: 'later' },
      { ...good, offsets: [] },
      {
        ...good,
        offsets: [
          [5 * HOUR, 210],
          [0, 270],
        ],
      },
      { ...good, offsets: [[0, 270], [5 * HOUR]] },
      {
        ...good,
        offsets: [
          [0, 270],
          [5 * HOUR, '210'],
        ],
      },
      {
        ...good,
        offsets: [
          [0, 270],
          [5 * HOUR, 24 * 60],
        ],
      },
      { ...good, offsets: [[HOUR, 270]] },
    ]) {
      expect(zoneOffsetsOrNull(bad)).toBeNull();
    }
  });
});
