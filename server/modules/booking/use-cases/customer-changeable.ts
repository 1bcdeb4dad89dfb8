import { CHANGE_NOTICE_MESSAGES, mayChange } from '../../../../src/core/domain/customer-change';
import { BOOKING_MESSAGES, CUSTOMER_CHANGE_MESSAGES as M } from '../booking-messages';
import type { StoredReservation } from '../ports/booking-store';
import type { BookingContext } from './booking-context';
import { Refusal } from '../../refusal';

/**
 * The customer's own confirmed booking, when they may still change it: another user's booking
 * is not found (as if it did not exist); after the consultant's notice it is refused.
 */
export async function customerChangeable(
  context: Pick<BookingContext, 'clock' | 'settings' | 'store'>,
  userId: string,
  reservationId: string,
): Promise<{ reservation: StoredReservation; at: Date; noticeHours: number }> {
  const reservation = await context.store.findReservation(reservationId);
  if (!reservation || reservation.userId !== userId) throw new Refusal('not-found', BOOKING_MESSAGES.reservationNotFound);
  if (reservation.status !== 'confirmed') throw new Refusal('conflict', M.notChangeable);
  const at = context.clock.now();
  const hours = await context.settings.changeNoticeHours();
  if (!mayChange({ status: reservation.status, date: reservation.date, timeSlot: reservation.time }, at.getTime(), hours)) {
    throw new Refusal('conflict', CHANGE_NOTICE_MESSAGES.tooLate(hours));
  }
  return { reservation, at, noticeHours: hours };
}
