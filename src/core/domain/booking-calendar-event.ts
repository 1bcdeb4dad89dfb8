import { utcReading, wallClockOfUtcReading, type WallClock } from './business-time';
import { formatJalaliLong } from './jalali-date';
import { toPersianDigits } from './persian-digits';
import type { SiteProfile } from './site-profile';

/** A confirmed booking as a calendar needs it; date and time are on Tehran's wall clock. */
export interface CalendarBooking {
  reservationId: string;
  typeTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** the session's length as it was sold; the rest kept free after it is not part of the entry */
  sessionMinutes: number;
  /** where the session happens (an address or a meeting link), when it is known */
  location?: string | null;
}

/** What a calendar shows of a booking: its title, note, place, and start and end on Tehran's clock. */
export interface CalendarEvent {
  summary: string;
  description: string;
  location: string | null;
  start: WallClock;
  end: WallClock;
}

/** The Persian words of a booking's calendar entry. */
export const CALENDAR_EVENT_TEXT = {
  summary: (typeTitle: string, consultant: string) => `${typeTitle} با ${consultant}`,
  when: (date: string, time: string) => `${formatJalaliLong(date)} ساعت ${toPersianDigits(time)} به وقت تهران`,
  consultant: (name: string) => `مشاور: ${name}`,
  phone: (phone: string) => `تلفن دفتر: ${phone}`,
} as const;

/** The wall clock `minutes` later; Tehran keeps one offset all year, so wall-clock arithmetic is exact. */
export function addMinutes(wall: WallClock, minutes: number): WallClock {
  return wallClockOfUtcReading(utcReading(wall) + minutes * 60_000);
}

/** The calendar entry of a booking, lasting the session booked, in the name of the practice's owner (a line they left blank is left out). */
export function calendarEventOf(booking: CalendarBooking, profile: Pick<SiteProfile, 'ownerName' | 'siteName' | 'contact'>): CalendarEvent {
  const start = { date: booking.date, time: booking.time };
  const { ownerName, contact } = profile;
  const consultant = ownerName || profile.siteName;
  return {
    summary: consultant ? CALENDAR_EVENT_TEXT.summary(booking.typeTitle, consultant) : booking.typeTitle,
    description: [
      CALENDAR_EVENT_TEXT.when(booking.date, booking.time),
      ...(consultant ? [CALENDAR_EVENT_TEXT.consultant(consultant)] : []),
      ...(contact.phone ? [CALENDAR_EVENT_TEXT.phone(contact.phone)] : []),
    ].join('\n'),
    location: booking.location?.trim() || null,
    start,
    end: addMinutes(start, booking.sessionMinutes),
  };
}
