import type { ReportBookings } from './report-bookings';
import type { ReportStore } from './report-store';

/** What the reports module is built with. */
export interface ReportsPorts {
  store: ReportStore;
  bookings: ReportBookings;
}
