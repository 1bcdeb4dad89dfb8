import { calendarFeedApi, type CalendarFeedAddress } from '../../core/contracts/api/calendar-feed-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { CalendarFeedRepository } from '../../core/ports/schedule/calendar-feed-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpCalendarFeedRepository implements CalendarFeedRepository {
  constructor(private readonly http: ApiClient) {}

  async address(): Promise<CalendarFeedAddress | null> {
    const { data } = await withPersianErrors(() => this.http.get<{ feed: CalendarFeedAddress | null }>(urlOf(calendarFeedApi.address)));
    return data.feed;
  }

  async renew(): Promise<{ feed: CalendarFeedAddress; message: string }> {
    const { data } = await withPersianErrors(() =>
      this.http.post<{ feed: CalendarFeedAddress; message: string }>(urlOf(calendarFeedApi.renew), {}),
    );
    return { feed: data.feed, message: data.message };
  }
}
