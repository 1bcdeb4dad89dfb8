import type { BookingListReads } from '../../../../server/modules/schedule';
import type { AdminBooking, BookingFilters } from '../../../../src/core/domain/admin-booking';
import { byDateTime, type ReservationRow, type ScheduleRows } from './schedule-rows';

/** The bookings table read from the shared rows, in the table's order. */
export class InMemoryBookingListReads implements BookingListReads {
  constructor(private readonly rows: ScheduleRows) {}

  async find(filters: BookingFilters, today: string, limit: number): Promise<AdminBooking[]> {
    const matching = this.rows.reservations.filter(
      (row) =>
        (!filters.from || row.date >= filters.from) &&
        (!filters.to || row.date <= filters.to) &&
        (!filters.typeId || row.reservationTypeId === filters.typeId) &&
        (!filters.status || row.status === filters.status),
    );
    const isUpcoming = (row: ReservationRow) => row.status === 'confirmed' && row.date >= today;
    const upcoming = matching.filter(isUpcoming).sort(byDateTime);
    const rest = matching.filter((row) => !isUpcoming(row)).sort((a, b) => byDateTime(b, a));
    return [...upcoming, ...rest].slice(0, limit).map((row) => ({
      ...row,
      reservationTypeTitle: this.rows.type(row.reservationTypeId)?.title ?? '',
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
