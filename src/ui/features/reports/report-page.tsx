import { useCallback, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Outcome } from '../../../core/domain/outcome';
import type { ReportReading } from '../../../core/domain/session-report';
import { MY_RESERVATIONS_PATH } from '../../../core/machines/payment-callback-machine';
import { REPORT_USE_CASES } from '../../../core/use-cases/reports/report-tokens';
import { useCurrentUser } from '../../app-state/app-state-context';
import { Alert } from '../../components/alert';
import { PageContainer } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { REPORT_TEXT as T } from './report-texts';
import { ReportView } from './report-view';
import { DocumentsWidget } from '../../components/documents/documents-widget';

/**
 * /report/{reservationId}[/{version}]: a session's sent report for its customer (and the
 * consultant), rendered by the server with the page so it reads and prints before the scripts
 * run; for anyone else, the same "not found" whatever the reason.
 */
export default function ReportPage() {
  const { id = '', version } = useParams();
  useDocumentTitle(T.title);
  const address = version ? `${id}/${version}` : id;
  return <ReportOf key={address} id={id} version={version} address={address} />;
}

function ReportOf({ id, version, address }: { id: string; version?: string; address: string }) {
  const loadReport = useService(REPORT_USE_CASES.LoadReport);
  const first = useFirstData<Outcome<ReportReading>>(FIRST_DATA.report(address));
  const { value: report, error } = useLoaded(
    useCallback(() => loadReport.execute(id, version ? Number(version) : undefined), [loadReport, id, version]),
    first,
  );
  const back = <Link to={MY_RESERVATIONS_PATH}>{T.backToReservations}</Link>;
  return (
    <PageContainer>
      {!report && !error && <Spinner label={T.loading} />}
      {report && <ReportView report={report} back={back} />}
      {report && <DocumentsWidget reservationId={id} title={T.attachments} consultantFiles readOnly />}
      {error && <NotFound message={error} back={back} />}
    </PageContainer>
  );
}

/** Said alike to everyone the report is not for; a visitor who is not signed in is shown the way in. */
function NotFound({ message, back }: { message: string; back: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  return (
    <>
      <Alert kind="error">{message}</Alert>
      {user ? (
        back
      ) : (
        <p>
          {T.signInHint} <Link to={`/login?next=${encodeURIComponent(location.pathname)}`}>{T.signIn}</Link>
        </p>
      )}
    </>
  );
}
