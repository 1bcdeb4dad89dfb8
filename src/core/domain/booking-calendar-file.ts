import type { WallClock } from './business-time';
import { BUSINESS_TIME_ZONE } from './business-time';
import { calendarEventOf, type CalendarBooking } from './booking-calendar-event';
import type { SiteProfile } from './site-profile';
import { contentLines, escapeText } from './icalendar-text';

export interface CalendarFileOptions {
  /** the site's host name, which makes the event's UID unique across calendars */
  host: string;
  /** when the file is made (DTSTAMP) */
  now: Date;
  /** whose session it is: the consultant's name and office phone in the event */
  profile: Pick<SiteProfile, 'ownerName' | 'siteName' | 'contact'>;
}

/** 20261130T090000: a wall-clock time in iCalendar's form, read in the zone its TZID names. */
export function icalLocalTime({ date, time }: WallClock): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

function icalUtcTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// Iran has kept +03:30 all year since 2022 (no daylight saving), so one STANDARD rule describes it.
const TEHRAN_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0330',
  'TZOFFSETTO:+0330',
  'TZNAME:+0330',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The booking as an RFC 5545 calendar file (.ics) with one event in Tehran's time zone. */
export function bookingCalendarFile(booking: CalendarBooking, { host, now, profile }: CalendarFileOptions): string {
  const event = calendarEventOf(booking, profile);
  return contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Booking//FA`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...TEHRAN_TIME_ZONE,
    'BEGIN:VEVENT',
    `UID:${booking.reservationId}@${host}`,
    `DTSTAMP:${icalUtcTime(now)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${icalLocalTime(event.start)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${icalLocalTime(event.end)}`,
    `SUMMARY;LANGUAGE=fa:${escapeText(event.summary)}`,
    `DESCRIPTION;LANGUAGE=fa:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION;LANGUAGE=fa:${escapeText(event.location)}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
