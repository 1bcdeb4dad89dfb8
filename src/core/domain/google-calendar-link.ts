import { BUSINESS_TIME_ZONE } from './business-time';
import { calendarEventOf, type CalendarBooking } from './booking-calendar-event';
import { icalLocalTime } from './booking-calendar-file';
import type { SiteProfile } from './site-profile';

const GOOGLE_CALENDAR_TEMPLATE = 'https://calendar.google.com/calendar/render';

/** Google Calendar's "add event" page filled in with the booking; its times are read in Tehran's zone (ctz). */
export function googleCalendarLink(booking: CalendarBooking, profile: Pick<SiteProfile, 'ownerName' | 'siteName' | 'contact'>): string {
  const event = calendarEventOf(booking, profile);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icalLocalTime(event.start)}/${icalLocalTime(event.end)}`,
    ctz: BUSINESS_TIME_ZONE,
    details: event.description,
  });
  if (event.location) query.set('location', event.location);
  return `${GOOGLE_CALENDAR_TEMPLATE}?${query.toString()}`;
}
