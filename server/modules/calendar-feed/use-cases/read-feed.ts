import { addDays, toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import { FEED_DAYS_BACK, type FeedBooking } from '../../../../src/core/domain/practice-calendar-feed';
import type { Clock } from '../../../ports/clock';
import type { FeedBookingReads, FeedTokenStore } from '../ports/calendar-feed-ports';
import { CALENDAR_FEED_MESSAGES as M } from '../calendar-feed-messages';
import { feedTokenHash, looksLikeFeedToken } from './feed-token';
import { Refusal } from '../../refusal';

/** The feed holds at most this many bookings, a bound far above a practice's two months. */
export const MAX_FEED_BOOKINGS = 2000;

/**
 * The practice's live bookings for the holder of the present token: confirmed sessions and live
 * unpaid holds, from 30 days back to the furthest published slot (and a phone booking past it). A wrong, malformed or renewed
 * token is refused as if there were no feed.
 */
export class ReadFeed {
  constructor(
    private readonly tokens: Pick<FeedTokenStore, 'opens'>,
    private readonly bookings: FeedBookingReads,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<FeedBooking[]> {
    if (!looksLikeFeedToken(token) || !(await this.tokens.opens(feedTokenHash(token)))) throw new Refusal('not-found', M.notFound);
    const now = this.clock.now();
    const fromDate = addDays(toBusinessWallClock(now).date, -FEED_DAYS_BACK);
    return this.bookings.liveBookings(fromDate, new Date(now.getTime() - PENDING_HOLD_MS), MAX_FEED_BOOKINGS);
  }
}
