import { holdRemainingMs } from './countdown';

export type MyReservationStatus = 'pending' | 'confirmed' | 'cancelled' | 'expired';

/** One of the signed-in user's reservations, as GET /api/reservations/mine gives it. */
export interface MyReservation {
  _id: string;
  reservationTypeId: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  timeSlot: string;
  /** tomans; 0 is free */
  price: number;
  status: MyReservationStatus;
  /** when the hold started (ISO instant); the countdown of a pending one runs from here */
  createdAt: string;
  cancelReason: string | null;
  /** the bank's reference, for a confirmed reservation */
  paymentRefId: string | null;
}

export const RESERVATION_STATUS_LABELS: Record<MyReservationStatus, string> = {
  pending: 'در انتظار پرداخت',
  confirmed: 'تأیید شده',
  cancelled: 'لغو شده',
  expired: 'منقضی شده',
};

/** The status to show now: a pending reservation whose hold ran out while the list was open is expired. */
export function statusAt(reservation: MyReservation, now: number): MyReservationStatus {
  if (reservation.status === 'pending' && holdRemainingMs(reservation.createdAt, now) <= 0) return 'expired';
  return reservation.status;
}
