import { Link } from 'react-router-dom';
import type { AdminBooking } from '../../../core/domain/admin-booking';
import { reportDeskHref } from '../../../core/contracts/pages/report-href';

/** «نوشتن گزارش» in a confirmed booking's detail: the report's editor, where its sent versions are listed too. */
export function ReportEntry({ booking }: { booking: Pick<AdminBooking, '_id' | 'status'> }) {
  if (booking.status !== 'confirmed') return null;
  return (
    <p>
      <Link to={reportDeskHref(booking._id)}>نوشتن گزارش</Link>
    </p>
  );
}
