import type { Clock } from '../../../ports/clock';
import type { CalendarFeedPorts } from '../ports/calendar-feed-ports';
import { ReadFeed } from './read-feed';
import { ReadFeedToken } from './read-feed-token';
import { RenewFeedToken } from './renew-feed-token';

/** Every use case of the module, each given only the ports it uses. */
export function calendarFeedUseCases(ports: CalendarFeedPorts, clock: Clock) {
  return {
    readFeedToken: new ReadFeedToken(ports.tokens, ports.sealer),
    renewFeedToken: new RenewFeedToken(ports.tokens, ports.sealer, clock),
    readFeed: new ReadFeed(ports.tokens, ports.bookings, clock),
  };
}

export type CalendarFeedUseCases = ReturnType<typeof calendarFeedUseCases>;
