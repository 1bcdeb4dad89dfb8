import { offsetFromTable, type ZoneOffsets } from './zone-offsets';

/**
 * The consultant works in Tehran: "today", "now" and a slot's start are read on Tehran's
 * wall clock whatever the visitor's or the server's own time zone is.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Tehran';

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

// One formatter per zone, made on first use: a formatter with a time zone loads the zone's data,
// which costs a noticeable part of the page's start on a slow phone.
const formatters = new Map<string, Intl.DateTimeFormat>();

// The zones whose offsets the page brought (src/core/domain/zone-offsets.ts): read without a formatter.
const tables = new Map<string, ZoneOffsets>();

/** Reads `table.zone`'s wall clock from the table wherever it covers the instant, without Intl. */
export function rememberZoneOffsets(table: ZoneOffsets): void {
  tables.set(table.zone, table);
}

/** The wall clock `zone` reads at `instant`: its calendar date and HH:mm. */
export function wallClockIn(zone: string, instant: Date | number | string): WallClock {
  const table = tables.get(zone);
  if (table) {
    const at = new Date(instant).getTime();
    const offset = offsetFromTable(table, at);
    if (offset !== null) return wallClockOfUtcReading(at + offset * 60_000);
  }
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The wall clock as if it were UTC's: its date and time in ms since the epoch (a clock's reading, not an instant). */
export function utcReading({ date, time }: WallClock): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** The wall clock that reads `reading` (as `utcReading` gives it), to the minute. */
export function wallClockOfUtcReading(reading: number): WallClock {
  const text = new Date(reading).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/** The instant as Tehran's calendar date and HH:mm. */
export function toBusinessWallClock(instant: Date | number | string): WallClock {
  return wallClockIn(BUSINESS_TIME_ZONE, instant);
}

export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function isSlotTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
