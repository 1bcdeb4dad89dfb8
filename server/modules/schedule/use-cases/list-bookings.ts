import { BOOKINGS_TABLE_LIMIT, type AdminBooking, type BookingFilters } from '../../../../src/core/domain/admin-booking';
import type { ScheduleContext } from './schedule-context';

/** The consultant's table of every reservation: filtered, upcoming confirmed sessions first, as many rows as a person reads. */
export class ListBookings {
  constructor(private readonly context: Pick<ScheduleContext, 'bookings' | 'today'>) {}

  execute(filters: BookingFilters): Promise<AdminBooking[]> {
    return this.context.bookings.find(filters, this.context.today(), BOOKINGS_TABLE_LIMIT);
  }
}
