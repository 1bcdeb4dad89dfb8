import { BUSINESS_TIME_ZONE } from '../../src/core/domain/business-time';
import { offsetMinutesAt } from '../../src/core/domain/tehran-time';
import { zoneOffsetsOver, type ZoneOffsets } from '../../src/core/domain/zone-offsets';

const DAY_MS = 24 * 3600_000;
/** what the pages show: articles of the practice's first years, bookings and slots ahead */
const YEARS_BACK = 6;
const YEARS_AHEAD = 2;

let kept: { day: number; table: ZoneOffsets } | null = null;

/**
 * Tehran's offsets from six years back to two ahead, from this server's time-zone data, for
 * every page to carry: the browser reads Tehran's clock from them without building an Intl
 * formatter (src/core/domain/zone-offsets.ts). Worked out once a day (a few hundred reads).
 */
export function businessZoneOffsets(now: number = Date.now()): ZoneOffsets {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  if (kept?.day !== day) {
    const year = 365.25 * DAY_MS;
    kept = {
      day,
      table: zoneOffsetsOver(BUSINESS_TIME_ZONE, day - YEARS_BACK * year, day + YEARS_AHEAD * year, (at) =>
        offsetMinutesAt(BUSINESS_TIME_ZONE, at),
      ),
    };
  }
  return kept.table;
}
