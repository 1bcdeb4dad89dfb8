import type { WallClock } from './business-time';
import { BUSINESS_TIME_ZONE } from './business-time';
import { calendarEventOf, type CalendarBooking, type CalendarEvent } from './booking-calendar-event';
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

/** One event of a calendar file: what it shows, and what lets a calendar program follow it across fetches. */
export interface CalendarEntry {
  event: CalendarEvent;
  /** unique across calendars, the same on every fetch of the same booking */
  uid: string;
  /** grows each time the booking changes in a way a calendar must take (moved, confirmed) */
  sequence: number;
  /** when the entry's information was last revised (DTSTAMP and LAST-MODIFIED) */
  stamp: Date;
  /** a confirmed session, or an unpaid hold that may still lapse */
  status: 'CONFIRMED' | 'TENTATIVE';
}

/** The calendar's own lines: a name for a subscribed calendar, and how often it asks to be fetched again. */
export interface CalendarHeader {
  host: string;
  name?: string;
  refreshMinutes?: number;
}

function eventLines({ event, uid, sequence, stamp, status }: CalendarEntry): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${icalUtcTime(stamp)}`,
    `LAST-MODIFIED:${icalUtcTime(stamp)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${icalLocalTime(event.start)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${icalLocalTime(event.end)}`,
    `SUMMARY;LANGUAGE=fa:${escapeText(event.summary)}`,
    `DESCRIPTION;LANGUAGE=fa:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION;LANGUAGE=fa:${escapeText(event.location)}`] : []),
    `STATUS:${status}`,
    'END:VEVENT',
  ];
}

/** A calendar file (.ics) of these events, in Tehran's time zone: one way to write an event, for one booking or a feed of many. */
export function calendarFile(entries: readonly CalendarEntry[], { host, name, refreshMinutes }: CalendarHeader): string {
  const refresh = refreshMinutes ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${refreshMinutes}M`, `X-PUBLISHED-TTL:PT${refreshMinutes}M`] : [];
  return contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Booking//FA`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`NAME:${escapeText(name)}`, `X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`] : []),
    ...refresh,
    ...TEHRAN_TIME_ZONE,
    ...entries.flatMap(eventLines),
    'END:VCALENDAR',
  ]);
}

/** The booking as an RFC 5545 calendar file (.ics) with one event in Tehran's time zone. */
export function bookingCalendarFile(booking: CalendarBooking, { host, now, profile }: CalendarFileOptions): string {
  const entry = { event: calendarEventOf(booking, profile), uid: `${booking.reservationId}@${host}`, sequence: 0, stamp: now };
  return calendarFile([{ ...entry, status: 'CONFIRMED' }], { host });
}
