import type { BookingAnswer } from '../../../../src/core/domain/booking-questions/booking-question';
import type { SessionPlace } from '../../../../src/core/domain/session-mode';
import type { CancelMoneyOutcome } from '../../booking';

/** A booking as its messages need it: when, what, where, and whom to tell. */
export interface NoticeBooking {
  id: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'released';
  typeTitle: string;
  /** YYYY-MM-DD on Tehran's calendar */
  date: string;
  /** HH:mm on Tehran's clock */
  time: string;
  place: SessionPlace;
  durationMinutes: number;
  /** tomans, as booked; 0 is free */
  price: number;
  /** the bank's payment that confirmed it (paid, with an amount): the booking has a receipt */
  payment: { refId: string | null } | null;
  customer: { name: string; email: string; mobile: string | null };
  /** when the booking last became what it is (confirmed or moved): a reminder is not owed for a lead it never had */
  standingSince: Date;
  /** the customer's answers to the type's questions, as kept with the booking; absent when none */
  answers?: BookingAnswer[];
}

/** A cancellation as the sweep reads it back: who cancelled and where the money went. */
export interface CancelledNotice {
  by: 'customer' | 'consultant';
  money: CancelMoneyOutcome;
}

/** Whom the consultant's messages go to: every admin's e-mail and mobile. */
export interface ConsultantContact {
  email: string;
  mobile: string | null;
}
