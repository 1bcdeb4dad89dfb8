/** A wall-clock time with no zone of its own: its fields as written in a calendar file. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetMinutes(instant: number, zone: string): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return (Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - instant) / 60_000;
}

/** True when the runtime's time zone data knows this IANA name. */
export function knownZone(zone: string): boolean {
  try {
    offsetMinutes(0, zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a wall-clock time names in an IANA zone. The offset is read twice, so a time
 * just after a change of the clocks lands on the right side of it; a time the clocks skip
 * moves forward by the gap, as calendar programs do.
 */
export function instantInZone(wall: WallTime, zone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  const second = asUtc - offsetMinutes(first, zone) * 60_000;
  return new Date(second);
}
