import type { WallClock } from './business-time';
import { toBusinessWallClock } from './business-time';
import { addMinutes } from './booking-calendar-event';
import { MEETING_LINK_SHOWN_BEFORE_MINUTES, type SessionMode, type SessionPlace } from './session-mode';

/** A type's way of meeting as anyone may read it: the mode and, for the office, its address; never the meeting link. */
export interface OfferedSession {
  mode: SessionMode;
  officeAddress: string | null;
}

/**
 * How one of the customer's own sessions happens. The meeting link is there only while it may be
 * shown (see `meetingLinkWindow`) and the booking is confirmed; a phone session names the
 * customer's own number, which the consultant calls.
 */
export type CustomerSession =
  | { mode: 'online'; meetingLink: string | null }
  | { mode: 'office'; officeAddress: string | null }
  | { mode: 'phone'; customerMobile: string | null };

/** Where the present moment lies against the meeting link's showing: before it, during it, or after the session. */
export type LinkWindow = 'before' | 'open' | 'over';

const at = ({ date, time }: WallClock) => `${date} ${time}`;

/** When the link starts to be shown: a set time before the session's start (Tehran's wall clock). */
export function linkShownFrom(start: WallClock): WallClock {
  return addMinutes(start, -MEETING_LINK_SHOWN_BEFORE_MINUTES);
}

/** The link shows until the session's end, its start plus its length as booked; Tehran keeps one offset all year, so comparing wall clocks compares instants. */
export function meetingLinkWindow(start: WallClock, sessionMinutes: number, now: Date | number): LinkWindow {
  const current = at(toBusinessWallClock(now));
  if (current < at(linkShownFrom(start))) return 'before';
  return current < at(addMinutes(start, sessionMinutes)) ? 'open' : 'over';
}

export function offeredSessionOf(place: SessionPlace): OfferedSession {
  return { mode: place.mode, officeAddress: place.mode === 'office' ? place.officeAddress : null };
}

export interface OwnBooking {
  date: string;
  time: string;
  /** the session's length as it was booked */
  sessionMinutes: number;
  status: string;
  /** the customer's mobile (09xxxxxxxxx), when known */
  customerMobile: string | null;
}

/** What the customer's list may say of a booking's session at `now`. */
export function customerSessionOf(place: SessionPlace, booking: OwnBooking, now: Date): CustomerSession {
  if (place.mode === 'office') return { mode: 'office', officeAddress: place.officeAddress };
  if (place.mode === 'phone') return { mode: 'phone', customerMobile: booking.customerMobile };
  const shown =
    booking.status === 'confirmed' && meetingLinkWindow({ date: booking.date, time: booking.time }, booking.sessionMinutes, now) === 'open';
  return { mode: 'online', meetingLink: shown ? place.meetingLink : null };
}

/** Where a calendar places the session: the meeting link or the office's address. */
export function calendarLocationOf(place: SessionPlace | null): string | null {
  if (!place) return null;
  return place.mode === 'online' ? place.meetingLink : place.mode === 'office' ? place.officeAddress : null;
}
