import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import type { Clock } from '../../../ports/clock';
import type { DaysOffStore } from '../ports/days-off-store';

/** What the module's use cases are built with. */
export interface DaysOffContext {
  store: DaysOffStore;
  clock: Clock;
}

/** At most this many days off are listed, and this many affected bookings for each. */
export const MAX_LISTED_DAYS_OFF = 200;
export const MAX_AFFECTED_LISTED = 100;

/** Today on Tehran's calendar, and the instant before which a hold has lapsed. */
export function nowOf(clock: Clock): { today: string; holdsSince: Date } {
  const now = clock.now();
  return { today: toBusinessWallClock(now).date, holdsSince: new Date(now.getTime() - PENDING_HOLD_MS) };
}
