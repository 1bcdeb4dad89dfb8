export interface TimeSlot {
  _id: string;
  /** HH:mm */
  time: string;
}

export interface AvailableDate {
  /** YYYY-MM-DD */
  date: string;
  timeSlots: TimeSlot[];
}

import type { OfferedSession } from './customer-session';

export interface ReservationType {
  _id: string;
  title: string;
  description: string;
  /** tomans; 0 means free */
  price: number;
  includedServices: string[];
  /** how its sessions happen (the meeting link is never public) */
  session: OfferedSession;
  availableDates: AvailableDate[];
}
