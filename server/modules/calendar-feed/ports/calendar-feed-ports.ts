import type { FeedBooking } from '../../../../src/core/domain/practice-calendar-feed';

/** The feed's one token as kept: its SHA-256 for looking a request up, the token sealed for showing it again. */
export interface StoredFeedToken {
  sealed: string;
  createdAt: Date;
}

/** Where the feed's token is kept. SQL lives only in its adapter. */
export interface FeedTokenStore {
  /** the present token, or null before the consultant made one */
  current(): Promise<StoredFeedToken | null>;
  /** the new token in place of any other, in one transaction: the old one opens nothing from then on */
  replace(hash: string, sealed: string, at: Date): Promise<void>;
  /** true when a token with this hash opens the feed now */
  opens(hash: string): Promise<boolean>;
}

/** The live bookings the feed shows. */
export interface FeedBookingReads {
  /**
   * Confirmed bookings and holds made after `holdsSince`, on `fromDate` or later, earliest first, at
   * most `limit`. A customer's booking is never past the furthest published slot (a slot holding a
   * live booking is not removed); a phone booking may be, and is shown too.
   */
  liveBookings(fromDate: string, holdsSince: Date, limit: number): Promise<FeedBooking[]>;
}

/** Seals the token under the server's secret; `open` answers null for a seal it cannot open. */
export interface FeedTokenSealer {
  seal(field: string, secret: string): Promise<string>;
  open(field: string, sealed: string): Promise<string | null>;
}

/** The module's ports; the composition root gives the real ones, tests may give others. */
export interface CalendarFeedPorts {
  tokens: FeedTokenStore;
  bookings: FeedBookingReads;
  sealer: FeedTokenSealer;
}
