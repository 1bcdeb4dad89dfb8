import type { CalendarFeedAddress } from '../../src/core/contracts/api/calendar-feed-api';
import type { CalendarFeedRepository } from '../../src/core/ports/schedule/calendar-feed-repository';

/** The feed's address in memory, as the server gives it: each renewal a new token; `refusal` makes the next calls reject with the server's words. */
export class FakeCalendarFeedRepository implements CalendarFeedRepository {
  renewals = 0;
  refusal: string | null = null;

  constructor(public feed: CalendarFeedAddress | null = null) {}

  async address(): Promise<CalendarFeedAddress | null> {
    this.refuseIfTold();
    return this.feed;
  }

  async renew(): Promise<{ feed: CalendarFeedAddress; message: string }> {
    this.refuseIfTold();
    this.renewals += 1;
    this.feed = sampleFeedAddress(`token-${this.renewals}`);
    return { feed: this.feed, message: 'نشانی تازه ساخته شد؛ نشانی پیشین از همین حالا کار نمی‌کند' };
  }

  private refuseIfTold(): void {
    if (this.refusal) throw new Error(this.refusal);
  }
}

export function sampleFeedAddress(token: string): CalendarFeedAddress {
  const https = `https://moshaver-mali.ir/calendar/feed/${token}.ics`;
  return { https, webcal: https.replace('https:', 'webcal:'), createdAt: '2026-11-22T08:00:00.000Z' };
}
