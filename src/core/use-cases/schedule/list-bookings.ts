import { bookingFiltersError, type AdminBooking, type BookingFilters } from '../../domain/admin-booking';
import type { BookingsRepository } from '../../ports/schedule/bookings-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Every reservation matching the filters, in the server's order. */
export class ListBookings {
  constructor(private readonly bookings: BookingsRepository) {}

  async execute(filters: BookingFilters): Promise<Outcome<AdminBooking[]>> {
    const error = bookingFiltersError(filters);
    if (error) return refused(error);
    return attempt(() => this.bookings.list(filters), '');
  }
}
