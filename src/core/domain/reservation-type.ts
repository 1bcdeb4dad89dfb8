export interface TimeSlot {
  _id: string;
  /** HH:mm */
  time: string;
  /** an event of the consultant's own calendar keeps this time: shown greyed, never bookable */
  busy?: true;
}

export interface AvailableDate {
  /** YYYY-MM-DD */
  date: string;
  timeSlots: TimeSlot[];
}

import type { OfferedSession } from './customer-session';
import type { BookingQuestion } from './booking-questions/booking-question';

export interface ReservationType {
  _id: string;
  title: string;
  description: string;
  /** tomans; 0 means free */
  price: number;
  includedServices: string[];
  /** how its sessions happen (the meeting link is never public) */
  session: OfferedSession;
  /** how long one session lasts */
  durationMinutes: number;
  /** the rest kept free after each session: a slot takes [start, start + duration + buffer) of the one calendar */
  bufferMinutes: number;
  /** the consultant's pick for the popular badge (at most one type) */
  popular: boolean;
  /** the practice's minimum notice: slots starting sooner than this are not offered */
  bookingNoticeMinutes: number;
  /** present when the consultant sends e-invoices (سامانه مودیان): a customer may then ask for an official one at booking */
  officialInvoices?: true;
  /** what the customer is asked when booking it, in order; absent when nothing is asked */
  questions?: BookingQuestion[];
  availableDates: AvailableDate[];
}

/**
 * One type as its booking page reads it: `availableDates` covers only the range asked for (by default
 * the Jalali month of the first offered day), and `offeredDays` names every day from today on that has
 * at least one slot open to booking, so the calendar knows which months and days to offer without
 * carrying six months of slots.
 */
export interface BookableType extends ReservationType {
  /** YYYY-MM-DD, ascending */
  offeredDays: string[];
}
