import { addMinutes, CALENDAR_EVENT_TEXT } from './booking-calendar-event';
import type { CalendarEntry } from './booking-calendar-file';
import { SESSION_MODE_LABELS, type SessionPlace } from './session-mode';

/** A live booking as the consultant's own calendar shows it; date and time on Tehran's wall clock. */
export interface FeedBooking {
  reservationId: string;
  typeTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** the session's length as it was booked */
  sessionMinutes: number;
  /** an unpaid hold, which lapses unless it is paid; otherwise a confirmed session */
  held: boolean;
  customerName: string;
  customerMobile: string | null;
  place: SessionPlace;
  /** grows each time the booking moves or changes its state */
  sequence: number;
  /** when the booking last changed */
  revisedAt: Date;
}

/** The feed reaches this many days back; forward it reaches the furthest live booking, which is at most the furthest published slot or a phone booking. */
export const FEED_DAYS_BACK = 30;
/** How often a subscribed calendar is asked to fetch the feed again. */
export const FEED_REFRESH_MINUTES = 15;

/** The Persian words of the consultant's calendar. */
export const FEED_TEXT = {
  calendarName: (site: string) => (site ? `نوبت‌های ${site}` : 'نوبت‌های مشاوره'),
  summary: (typeTitle: string, customer: string) => `${typeTitle} — ${customer}`,
  heldSummary: (typeTitle: string, customer: string) => `در انتظار پرداخت: ${typeTitle} — ${customer}`,
  heldNote: 'این نوبت هنوز پرداخت نشده است و اگر پرداخت نشود آزاد می‌شود.',
  customer: (name: string) => `مشتری: ${name}`,
  mobile: (mobile: string) => `موبایل: ${mobile}`,
  how: (mode: string, detail: string | null) => (detail ? `نحوه برگزاری: ${mode} — ${detail}` : `نحوه برگزاری: ${mode}`),
  callCustomer: (mobile: string) => `تماس با ${mobile}`,
  noMobile: 'شماره موبایل مشتری ثبت نشده است',
} as const;

function detailOf(place: SessionPlace, mobile: string | null): string | null {
  if (place.mode === 'online') return place.meetingLink;
  if (place.mode === 'office') return place.officeAddress;
  return mobile ? FEED_TEXT.callCustomer(mobile) : FEED_TEXT.noMobile;
}

/** One booking as an event of the feed: the customer and how the session happens, the hold marked, its UID stable across fetches. */
export function feedEntryOf(booking: FeedBooking, host: string): CalendarEntry {
  const start = { date: booking.date, time: booking.time };
  const customer = booking.customerName.trim() || '—';
  const detail = detailOf(booking.place, booking.customerMobile);
  return {
    uid: `${booking.reservationId}@${host}`,
    sequence: booking.sequence,
    stamp: booking.revisedAt,
    status: booking.held ? 'TENTATIVE' : 'CONFIRMED',
    event: {
      summary: (booking.held ? FEED_TEXT.heldSummary : FEED_TEXT.summary)(booking.typeTitle, customer),
      description: [
        CALENDAR_EVENT_TEXT.when(booking.date, booking.time),
        FEED_TEXT.customer(customer),
        ...(booking.customerMobile ? [FEED_TEXT.mobile(booking.customerMobile)] : []),
        FEED_TEXT.how(SESSION_MODE_LABELS[booking.place.mode], detail),
        ...(booking.held ? [FEED_TEXT.heldNote] : []),
      ].join('\n'),
      location: detail?.trim() || null,
      start,
      end: addMinutes(start, booking.sessionMinutes),
    },
  };
}
