import type { CalendarFeedAddress } from '../../contracts/api/calendar-feed-api';

/** The consultant's calendar-feed address. Rejections carry the server's Persian message. */
export interface CalendarFeedRepository {
  /** the present address, or null before one is made */
  address(): Promise<CalendarFeedAddress | null>;
  /** a new address in place of the old one, which stops working at once, and the server's confirmation */
  renew(): Promise<{ feed: CalendarFeedAddress; message: string }>;
}
