import type { AdminBooking, BookingFilters } from '../../../../src/core/domain/admin-booking';

/** Every reservation as the consultant's "all bookings" table and its CSV read them. */
export interface BookingListReads {
  /**
   * The filtered reservations, at most `limit`: confirmed ones from `today` on first, soonest
   * first, then all the rest, latest first; each with its customer, type and latest payment.
   */
  find(filters: BookingFilters, today: string, limit: number): Promise<AdminBooking[]>;
}
