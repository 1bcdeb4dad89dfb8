import type { BookingFilters } from '../../domain/admin-booking';
import type { BookingsRepository } from '../../ports/schedule/bookings-repository';

/** Where the browser downloads the bookings matching the filters as CSV. */
export class ExportBookings {
  constructor(private readonly bookings: BookingsRepository) {}

  execute(filters: BookingFilters): string {
    return this.bookings.exportUrl(filters);
  }
}
