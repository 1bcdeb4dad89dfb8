import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { wallClockIn, type WallClock } from '../../src/core/domain/business-time';

const ADAPTER = path.resolve(__dirname, '../../src/adapters/clock/device-visitor-clock.ts');

/** What the device clock reads at each instant on a device set to `zone`: a Node process of its own with TZ set, as a browser takes the device's zone. */
function deviceReads(zone: string, instants: number[]): WallClock[] {
  const script = `
    const { DeviceVisitorClock } = await import(${JSON.stringify(ADAPTER)});
    const clock = new DeviceVisitorClock();
    console.log(JSON.stringify(JSON.parse(process.argv[1]).map((instant) => clock.wallClockAt(instant))));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, JSON.stringify(instants)], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(output) as WallClock[];
}

describe("the visitor's own clock, read from the device", () => {
  it.each(['America/New_York', 'Europe/Berlin', 'Asia/Tehran', 'Australia/Adelaide'])(
    'reads what a device set to %s shows, summer time included, every five hours for two years',
    (zone) => {
      const instants: number[] = [];
      for (
        let instant = Date.parse('2025-01-01T00:00:00Z');
        instant < Date.parse('2027-01-01T00:00:00Z');
        instant += 5 * 3600_000 + 60_000
      ) {
        instants.push(instant);
      }
      const read = deviceReads(zone, instants);
      const differing = instants.filter((instant, index) => {
        const expected = wallClockIn(zone, instant);
        return read[index].date !== expected.date || read[index].time !== expected.time;
      });
      expect(differing.map((instant) => new Date(instant).toISOString())).toEqual([]);
      expect(read).toHaveLength(instants.length);
    },
  );
});
