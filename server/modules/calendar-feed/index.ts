import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import type { CalendarFeedPorts } from './ports/calendar-feed-ports';
import { calendarFeedRoutes } from './http/calendar-feed-routes';
import { calendarFeedUseCases } from './use-cases/calendar-feed-use-cases';

/**
 * The calendar-feed module's public entry: the consultant's private calendar of the practice,
 * an iCalendar feed of every live booking that calendar programs subscribe to by a secret
 * address, and the schedule tab's reading and renewing of that address.
 */
export type { CalendarFeedPorts, FeedBookingReads, FeedTokenSealer, FeedTokenStore, StoredFeedToken } from './ports/calendar-feed-ports';
export { calendarFeedUseCases, type CalendarFeedUseCases } from './use-cases/calendar-feed-use-cases';

/** What the module uses of the server's dependencies. */
export interface CalendarFeedDeps {
  calendarFeed: CalendarFeedPorts;
  clock: Clock;
  config: { publicUrl: string };
  siteProfile: SiteProfileSource;
}

export async function calendarFeedModuleRoutes(app: FastifyInstance, deps: CalendarFeedDeps): Promise<void> {
  const useCases = calendarFeedUseCases(deps.calendarFeed, deps.clock);
  const siteName = async () => (await deps.siteProfile.current()).siteName;
  await calendarFeedRoutes(useCases, { publicUrl: deps.config.publicUrl, siteName })(app);
}
