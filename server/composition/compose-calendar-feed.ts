import type { AppDatabase } from '../db/database';
import type { CalendarFeedPorts } from '../modules/calendar-feed';
import { KyselyFeedBookingReads } from '../modules/calendar-feed/adapters/kysely-feed-booking-reads';
import { KyselyFeedTokenStore } from '../modules/calendar-feed/adapters/kysely-feed-token-store';
import { providerSettingsOn } from './compose-practice';

/** The calendar feed's adapters: its token and bookings on the database, the token sealed under the server's secret as the providers' keys are. */
export function composeCalendarFeed(db: AppDatabase, authSecret: string | null): CalendarFeedPorts {
  return {
    tokens: new KyselyFeedTokenStore(db),
    bookings: new KyselyFeedBookingReads(db),
    sealer: providerSettingsOn(db, authSecret).sealer,
  };
}
