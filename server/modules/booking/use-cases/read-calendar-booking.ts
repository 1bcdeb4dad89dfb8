import type { CalendarBooking } from '../../../../src/core/domain/booking-calendar-event';
import { calendarLocationOf } from '../../../../src/core/domain/customer-session';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { BookingReads } from '../ports/booking-reads';
import type { BookingStore } from '../ports/booking-store';
import { Refusal } from '../../refusal';

/**
 * The customer's own confirmed booking as a calendar reads it, placed at its meeting link or
 * office; anyone else's is refused as an unknown one is, and one not confirmed has no calendar entry.
 */
export class ReadCalendarBooking {
  constructor(
    private readonly store: Pick<BookingStore, 'findReservation'>,
    private readonly reads: Pick<BookingReads, 'sessionPlace'>,
  ) {}

  async execute({ userId, reservationId }: { userId: string; reservationId: string }): Promise<CalendarBooking> {
    const reservation = await this.store.findReservation(reservationId);
    if (!reservation || reservation.userId !== userId) throw new Refusal('not-found', M.reservationNotFound);
    if (reservation.status !== 'confirmed') throw new Refusal('forbidden', M.calendarOnlyConfirmed);
    const place = await this.reads.sessionPlace(reservation.reservationTypeId);
    return {
      reservationId: reservation.id,
      typeTitle: reservation.typeTitle,
      date: reservation.date,
      time: reservation.time,
      sessionMinutes: reservation.sessionMinutes,
      location: calendarLocationOf(place),
    };
  }
}
