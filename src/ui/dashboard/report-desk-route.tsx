import { RichTextEditor } from '../features/admin/editor/rich-text-editor';
import { ReportDeskPage } from '../features/reports/report-desk-page';

/** /dashboard/bookings/:id/report, the admin-guarded child route of the dashboard: the report's desk with the writing desk's editor. */
export default function ReportDeskRoute() {
  return <ReportDeskPage editor={RichTextEditor} />;
}
