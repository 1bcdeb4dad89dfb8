import type { AppDatabase } from '../db/database';
import type { ReportsPorts } from '../modules/reports';
import { KyselyReportBookings } from '../modules/reports/adapters/kysely-report-bookings';
import { KyselyReportStore } from '../modules/reports/adapters/kysely-report-store';

/** The reports module's adapters: report versions and the bookings they are about, on the database. */
export function composeReports(db: AppDatabase): ReportsPorts {
  return { store: new KyselyReportStore(db), bookings: new KyselyReportBookings(db) };
}
