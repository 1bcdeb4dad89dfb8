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

/** The wall clock `zone` reads at `instant`: its calendar date and HH:mm. */
export function wallClockIn(zone: string, instant: Date | number | string): WallClock {
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
