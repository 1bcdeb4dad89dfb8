import type { AdminBooking, BookingFilters } from '../../src/core/domain/admin-booking';
import type { BookingsRepository } from '../../src/core/ports/bookings-repository';

/** All bookings in memory: filters as the server does, cancels confirmed or pending ones. */
export class FakeBookingsRepository implements BookingsRepository {
  listCalls: BookingFilters[] = [];
  cancelCalls: Array<{ id: string; reason: string }> = [];
  failWith: string | null = null;

  constructor(public bookings: AdminBooking[] = []) {}

  async list(filters: BookingFilters): Promise<AdminBooking[]> {
    this.listCalls.push(filters);
    if (this.failWith) throw new Error(this.failWith);
    return this.bookings.filter((booking) =>
      (!filters.from || booking.date >= filters.from)
      && (!filters.to || booking.date <= filters.to)
      && (!filters.typeId || booking.reservationTypeId === filters.typeId)
      && (!filters.status || booking.status === filters.status));
  }

  exportUrl(filters: BookingFilters): string {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>).toString();
    return `http://api.test/api/reservations/export.csv${query ? `?${query}` : ''}`;
  }

  async cancel(id: string, reason: string): Promise<string> {
    this.cancelCalls.push({ id, reason });
    if (this.failWith) throw new Error(this.failWith);
    const booking = this.bookings.find((candidate) => candidate._id === id);
    if (!booking) throw new Error('رزرو پیدا نشد');
    booking.status = 'cancelled';
    booking.cancelReason = reason;
    return 'رزرو لغو شد و زمان آن دوباره آزاد است';
  }
}
