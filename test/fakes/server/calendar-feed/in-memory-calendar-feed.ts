import type { FeedBookingReads, FeedTokenSealer, FeedTokenStore, StoredFeedToken } from '../../../../server/modules/calendar-feed';
import type { FeedBooking } from '../../../../src/core/domain/practice-calendar-feed';

/** The feed's token in memory, kept as the database keeps it: a hash and a seal; counts its lookups. */
export class InMemoryFeedTokenStore implements FeedTokenStore {
  row: { hash: string; sealed: string; createdAt: Date } | null = null;
  lookups = 0;

  async current(): Promise<StoredFeedToken | null> {
    return this.row && { sealed: this.row.sealed, createdAt: this.row.createdAt };
  }

  async replace(hash: string, sealed: string, at: Date): Promise<void> {
    this.row = { hash, sealed, createdAt: at };
  }

  async opens(hash: string): Promise<boolean> {
    this.lookups += 1;
    return this.row?.hash === hash;
  }
}

/** A booking with its status and when its hold began, for the reads to choose from as the database does. */
export type FeedRow = FeedBooking & { createdAt: Date; status: 'pending' | 'confirmed' | 'cancelled' };

/** The feed's bookings in memory: live ones from a date on, holds only while alive. */
export class InMemoryFeedBookingReads implements FeedBookingReads {
  rows: FeedRow[] = [];
  asked: Array<{ fromDate: string; holdsSince: Date; limit: number }> = [];

  async liveBookings(fromDate: string, holdsSince: Date, limit: number): Promise<FeedBooking[]> {
    this.asked.push({ fromDate, holdsSince, limit });
    return this.rows
      .filter((row) => row.status === 'confirmed' || (row.status === 'pending' && row.createdAt > holdsSince))
      .filter((row) => row.date >= fromDate)
      .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
      .slice(0, limit)
      .map(({ createdAt: _createdAt, status: _status, ...booking }) => booking);
  }
}

/** A seal a test can read, bound to its field and to a key; a seal made under another key does not open, as after AUTH_SECRET changes. */
export class ReadableSealer implements FeedTokenSealer {
  constructor(public key = 'k1') {}

  async seal(field: string, secret: string): Promise<string> {
    return `${this.key}:${field}:${Buffer.from(secret).toString('hex')}`;
  }

  async open(field: string, sealed: string): Promise<string | null> {
    const [key, sealedField, body] = sealed.split(':');
    return key === this.key && sealedField === field ? Buffer.from(body, 'hex').toString() : null;
  }
}
