import { endpoint } from '../endpoint';

/** The consultant's calendar feed as the schedule tab shows it: both addresses of the present token, or none yet. */
export interface CalendarFeedAddress {
  /** the feed over https, for calendars that take an address to subscribe to */
  https: string;
  /** the same feed as webcal://, which Apple's and Outlook's calendars open to subscribe */
  webcal: string;
  /** when the token was made (ISO instant) */
  createdAt: string;
}

export type CalendarFeedAnswer = { success: true; feed: CalendarFeedAddress | null };

/**
 * The calendar-feed module's endpoints: the consultant's to read and renew the secret address, and
 * the feed itself, which anyone holding the token may read (calendar programs send no cookie).
 */
export const calendarFeedApi = {
  address: endpoint<CalendarFeedAnswer>()({ method: 'GET', path: '/api/admin/calendar-feed' }),
  renew: endpoint<CalendarFeedAnswer & { message: string }>()({ method: 'POST', path: '/api/admin/calendar-feed/renew' }),
  /** `:file` is `<token>.ics` */
  feed: endpoint<string>()({ method: 'GET', path: '/calendar/feed/:file' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
