import { PAGE_ROUTES } from './page-routes';

/** The address of a booking's report: its newest sent version, or the given earlier one. */
export function reportHref(reservationId: string, version?: number): string {
  const id = encodeURIComponent(reservationId);
  return version === undefined
    ? PAGE_ROUTES.report.path.replace(':id', id)
    : PAGE_ROUTES.reportVersion.path.replace(':id', id).replace(':version', String(version));
}

/** The consultant's editor of a booking's report in the dashboard. */
export function reportDeskHref(reservationId: string): string {
  return PAGE_ROUTES.reportDesk.path.replace(':id', encodeURIComponent(reservationId));
}
