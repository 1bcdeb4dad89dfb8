import type { BookingFilters } from '../../../../src/core/domain/admin-booking';
import { bookingsCsv, CSV_ROWS_LIMIT } from '../bookings-csv';
import type { ScheduleContext } from './schedule-context';

/** The filtered bookings as a CSV file for Excel, named for the day it was made. */
export class ExportBookingsCsv {
  constructor(private readonly context: Pick<ScheduleContext, 'bookings' | 'today'>) {}

  async execute(filters: BookingFilters): Promise<{ fileName: string; csv: string }> {
    const today = this.context.today();
    const bookings = await this.context.bookings.find(filters, today, CSV_ROWS_LIMIT);
    return { fileName: `reservations-${today}.csv`, csv: bookingsCsv(bookings) };
  }
}
