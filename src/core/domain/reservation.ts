import { holdRemainingMs } from './countdown';

export type ReservationStatus = 'pending' | 'confirmed' | 'cancelled';

/** A reservation as the booking screen sees it (spec section 3). */
export interface Reservation {
  /** HH:mm */
  timeSlot: string;
  status: ReservationStatus;
  /** ISO instant the hold began */
  createdAt: string;
  /**
   * The part of the one calendar it keeps busy, in minutes from the asked date's midnight on
   * Tehran's clock: its session and the rest after it (a session that began the day before starts below 0).
   */
  busyFrom: number;
  busyUntil: number;
}

/** A confirmed reservation, or a pending one whose 6-minute hold is still running, blocks its time. */
export function blocksSlot(reservation: Reservation, now: number): boolean {
  if (reservation.status === 'confirmed') return true;
  return reservation.status === 'pending' && holdRemainingMs(reservation.createdAt, now) > 0;
}
