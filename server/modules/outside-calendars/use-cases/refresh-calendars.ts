import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { OUTSIDE_CALENDAR_MESSAGES as M } from '../../../../src/core/domain/outside-calendar';
import type { Clock } from '../../../ports/clock';
import { busyIntervals } from '../busy-intervals';
import {
  CalendarFetchError,
  type AddressSealer,
  type CalendarFetcher,
  type ConsultantAlert,
  type FetchFailure,
  type OutsideCalendarStore,
  type StoredCalendar,
} from '../ports/outside-calendars-ports';
import { ADDRESS_FIELD } from './calendar-view';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Busy times are kept from a day back to this far ahead: past the furthest slot a consultant publishes. */
export const BUSY_DAYS_AHEAD = 400;

/** The Persian reason of a failed reading. */
export function failureText(failure: FetchFailure): string {
  switch (failure.kind) {
    case 'status':
      return M.failure.status(failure.status);
    case 'timeout':
      return M.failure.timeout;
    case 'too-large':
      return M.failure.tooLarge;
    case 'private':
      return M.failure.private;
    case 'network':
      return M.failure.network;
    case 'redirects':
      return M.failure.redirects;
  }
}

/**
 * The job's work: reads every calendar (conditionally), keeps a good copy's busy intervals in place
 * of the last, and records a failure while the last good copy keeps blocking. After a day of
 * failures the consultant is told once. One calendar's failure never stops the others.
 */
export class RefreshCalendars {
  constructor(
    private readonly calendars: OutsideCalendarStore,
    private readonly fetcher: CalendarFetcher,
    private readonly sealer: Pick<AddressSealer, 'open'>,
    private readonly alert: ConsultantAlert,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ read: number; failed: number }> {
    let failed = 0;
    const calendars = await this.calendars.list();
    for (const calendar of calendars) if (!(await this.refresh(calendar))) failed++;
    return { read: calendars.length - failed, failed };
  }

  private async refresh(calendar: StoredCalendar): Promise<boolean> {
    const address = await this.sealer.open(ADDRESS_FIELD, calendar.sealedAddress);
    if (!address) return this.fail(calendar, M.failure.unsealed);
    try {
      const answer = await this.fetcher.fetch(address, calendar.lastReadAt ? calendar : { etag: null, lastModified: null });
      const at = this.clock.now();
      if (!answer.changed) {
        await this.calendars.keepUnchanged(calendar.id, at);
        return true;
      }
      const busy = busyIntervals(answer.text, new Date(at.getTime() - DAY_MS), new Date(at.getTime() + BUSY_DAYS_AHEAD * DAY_MS));
      await this.calendars.keepReading(calendar.id, { busy, etag: answer.etag, lastModified: answer.lastModified, at });
      return true;
    } catch (error) {
      return this.fail(calendar, error instanceof CalendarFetchError ? failureText(error.failure) : M.failure.notCalendar);
    }
  }

  private async fail(calendar: StoredCalendar, reason: string): Promise<false> {
    const at = this.clock.now();
    const since = await this.calendars.recordFailure(calendar.id, reason, at);
    if (at.getTime() - since.getTime() >= DAY_MS && (!calendar.failureToldAt || calendar.failureToldAt < since)) {
      const wall = toBusinessWallClock(since);
      await this.alert.tell(
        M.failingAlert(calendar.label, `${wall.date} ${wall.time}`, reason),
        `outside-calendar:${calendar.id}:${since.toISOString()}`,
      );
      await this.calendars.markFailureTold(calendar.id, at);
    }
    return false;
  }
}
