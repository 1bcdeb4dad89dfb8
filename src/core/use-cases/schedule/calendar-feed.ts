import type { CalendarFeedAddress } from '../../contracts/api/calendar-feed-api';
import type { CalendarFeedRepository } from '../../ports/schedule/calendar-feed-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The address the consultant's calendar subscribes to, or null before one is made. */
export class LoadCalendarFeed {
  constructor(private readonly feeds: CalendarFeedRepository) {}

  execute(): Promise<Outcome<CalendarFeedAddress | null>> {
    return attempt(() => this.feeds.address(), '');
  }
}

/** A new secret address; calendars subscribed to the old one stop receiving the bookings. */
export class RenewCalendarFeed {
  constructor(private readonly feeds: CalendarFeedRepository) {}

  async execute(): Promise<Outcome<CalendarFeedAddress>> {
    const outcome = await attempt(
      () => this.feeds.renew(),
      ({ message }) => message,
    );
    return outcome.ok ? { ok: true, value: outcome.value.feed, message: outcome.message } : outcome;
  }
}
