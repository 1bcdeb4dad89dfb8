import { holdRemainingMs } from './countdown';
import type { CustomerSession } from './customer-session';
import type { CustomerPayment } from './money-contract';
import type { ReservationLifecycleStatus } from './money-status';

/** One of the signed-in user's reservations, as GET /api/reservations/mine gives it. */
export interface MyReservation {
  _id: string;
  reservationTypeId: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  timeSlot: string;
  /** the session's length as it was booked, in minutes */
  sessionMinutes: number;
  /** tomans; 0 is free */
  price: number;
  status: ReservationLifecycleStatus;
  /** when the hold started (ISO instant); the countdown of a pending one runs from here */
  createdAt: string;
  cancelReason: string | null;
  /** the bank's reference, for a confirmed reservation */
  paymentRefId: string | null;
  /** the payment that confirmed it, else its latest attempt; null when none was started */
  payment: CustomerPayment | null;
  /** how the session happens; the meeting link only while it may be shown */
  session: CustomerSession;
  /** the newest sent version of the session's written report; absent while none was sent */
  reportVersion?: number | null;
}

/** The status to show now: a pending reservation whose hold ran out while the list was open is expired. */
export function statusAt(reservation: MyReservation, now: number): ReservationLifecycleStatus {
  if (reservation.status === 'pending' && holdRemainingMs(reservation.createdAt, now) <= 0) return 'expired';
  return reservation.status;
}
