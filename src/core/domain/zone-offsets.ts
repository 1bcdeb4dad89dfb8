/**
 * A time zone's offsets from UTC over a stretch of time, as the server's time-zone data gives
 * them. The page carries the consultant's zone's (Tehran's), so the browser reads that wall clock
 * by arithmetic: its first Intl date formatter loads ICU's data, 20–60 ms on the thread that
 * takes the page over (four times that on a slow phone), in the middle of the take-over.
 */
export interface ZoneOffsets {
  zone: string;
  /** the instants the table covers, in ms since the epoch: from `from` (inclusive) to `until` (exclusive) */
  from: number;
  until: number;
  /** the offset in minutes at `from`, then each change: [the instant it starts, its offset in minutes], in order */
  offsets: Array<[number, number]>;
}

/** How far the zone's clock is ahead of UTC at `instant`, in minutes, or null when the table does not cover it. */
export function offsetFromTable(table: ZoneOffsets, instant: number): number | null {
  if (!Number.isFinite(instant) || instant < table.from || instant >= table.until) return null;
  let offset: number | null = null;
  for (const [at, minutes] of table.offsets) {
    if (at > instant) break;
    offset = minutes;
  }
  return offset;
}

/** The table's shape checked, as it comes from a page: null for anything else. */
export function zoneOffsetsOrNull(value: unknown): ZoneOffsets | null {
  if (!value || typeof value !== 'object') return null;
  const { zone, from, until, offsets } = value as Partial<ZoneOffsets>;
  if (typeof zone !== 'string' || !Number.isFinite(from) || !Number.isFinite(until) || !Array.isArray(offsets) || offsets.length === 0)
    return null;
  let previous = -Infinity;
  for (const entry of offsets as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2 || !entry.every(Number.isFinite)) return null;
    const [at, minutes] = entry as [number, number];
    if (at <= previous || Math.abs(minutes) > 18 * 60) return null;
    previous = at;
  }
  if (offsets[0][0] !== from) return null;
  return { zone, from: from!, until: until!, offsets };
}

/** one week: no zone changes its offset twice in less (the changes are months apart) */
const STEP_MS = 7 * 24 * 3600_000;

/**
 * The table for `zone` over [from, until), read from `offsetAt` (the runtime's time-zone data):
 * the offset sampled every week and each change found to the minute by halving the week.
 */
export function zoneOffsetsOver(zone: string, from: number, until: number, offsetAt: (instant: number) => number): ZoneOffsets {
  const start = Math.floor(from / 60_000) * 60_000;
  const end = Math.ceil(until / 60_000) * 60_000;
  const offsets: Array<[number, number]> = [[start, offsetAt(start)]];
  let at = start;
  while (at < end) {
    const next = Math.min(at + STEP_MS, end);
    const current = offsets[offsets.length - 1][1];
    const nextOffset = offsetAt(next);
    if (nextOffset !== current) {
      // the first minute in (at, next] whose offset differs
      let low = at;
      let high = next;
      let highOffset = nextOffset;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        const middleOffset = offsetAt(middle);
        if (middleOffset !== current) [high, highOffset] = [middle, middleOffset];
        else low = middle;
      }
      offsets.push([high, highOffset]);
      at = high;
    } else at = next;
  }
  return { zone, from: start, until: end, offsets };
}
