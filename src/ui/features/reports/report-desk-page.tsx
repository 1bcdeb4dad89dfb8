import { useCallback, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DocumentsWidget } from '../../components/documents/documents-widget';
import styled from 'styled-components';
import type { Outcome } from '../../../core/domain/outcome';
import { formatJalaliDateTime, formatJalaliLong } from '../../../core/domain/jalali-date';
import { REPORT_BAR_MESSAGES, reportVersionLabel, type ReportDesk } from '../../../core/domain/session-report';
import { dashboardHref } from '../../../core/contracts/pages/dashboard-tabs';
import { reportHref } from '../../../core/contracts/pages/report-href';
import { REPORT_USE_CASES } from '../../../core/use-cases/reports/report-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Fact, Facts } from '../../components/facts';
import { Actions, TabTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { TehranTime } from '../../components/tehran-time';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTakenOver } from '../../components/use-taken-over';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { REPORT_TEXT as T } from './report-texts';

const SentList = styled.ol`
  margin: 0.5rem 0 0;
  list-style-type: persian;
  padding-inline-start: 1.25rem;
  li {
    margin-bottom: 0.25rem;
  }
`;

/** The article editor's props that the report uses (the writing desk's RichTextEditor is handed in by the route). */
export type ReportEditor = ComponentType<{ initialHtml: string; label: string; onChange: (html: string) => void }>;

/**
 * /dashboard/bookings/{id}/report: the consultant writes a session's report in the article
 * editor, keeps drafts, and sends it (asked once more first); the versions sent are listed.
 */
export function ReportDeskPage({ editor }: { editor: ReportEditor }) {
  const { id = '' } = useParams();
  useDocumentTitle(T.deskTitle);
  return <DeskOf key={id} reservationId={id} editor={editor} />;
}

function DeskOf({ reservationId, editor }: { reservationId: string; editor: ReportEditor }) {
  const loadDesk = useService(REPORT_USE_CASES.LoadReportDesk);
  const { value: loaded, error } = useLoaded(useCallback(() => loadDesk.execute(reservationId), [loadDesk, reservationId]));
  const back = <Link to={dashboardHref('bookings')}>{T.bookings}</Link>;
  return (
    <section aria-labelledby="report-desk-title">
      <TabTitle id="report-desk-title">{T.deskTitle}</TabTitle>
      {!loaded && !error && <Spinner label={T.loading} />}
      {error && <Alert kind="error">{error}</Alert>}
      {loaded && <Desk reservationId={reservationId} first={loaded} editor={editor} />}
      <p>{back}</p>
    </section>
  );
}

/** The editor starts from the draft, else from the newest sent version (to correct it), else empty. */
function Desk({ reservationId, first, editor: Editor }: { reservationId: string; first: ReportDesk; editor: ReportEditor }) {
  const saveDraft = useService(REPORT_USE_CASES.SaveReportDraft);
  const sendReport = useService(REPORT_USE_CASES.SendReport);
  const running = useTakenOver();
  const [desk, setDesk] = useState(first);
  const [body, setBody] = useState(first.draft?.body ?? first.sent[0]?.body ?? '');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState<Outcome<ReportDesk> | null>(null);
  const { session } = desk;

  const run = async (work: () => Promise<Outcome<ReportDesk>>) => {
    setBusy(true);
    const outcome = await work();
    setBusy(false);
    setAsking(false);
    setSaid(outcome);
    if (outcome.ok) setDesk(outcome.value);
  };

  return (
    <>
      <Facts>
        <Fact label="نوع مشاوره">{session.typeTitle}</Fact>
        <Fact label="مشتری">{session.customerName}</Fact>
        <Fact label="تاریخ جلسه">{formatJalaliLong(session.date)}</Fact>
        <Fact label="ساعت جلسه">
          <TehranTime date={session.date} time={session.time} />
        </Fact>
      </Facts>
      {desk.bar && <Alert kind="warning">{REPORT_BAR_MESSAGES[desk.bar]}</Alert>}
      {!desk.bar && (
        <>
          {desk.sent.length > 0 && <p>{T.correctionNote}</p>}
          <Editor initialHtml={body} label={T.editorLabel} onChange={setBody} />
          {desk.draft && (
            <p>
              {T.draftSavedAt} {formatJalaliDateTime(desk.draft.savedAt)} ({reportVersionLabel(desk.draft.version)})
            </p>
          )}
          {said && <Alert kind={said.ok ? 'success' : 'error'}>{said.message}</Alert>}
          <Actions>
            <Button
              type="button"
              $variant="outline"
              disabled={!running || busy}
              onClick={() => void run(() => saveDraft.execute(reservationId, body))}
            >
              {T.saveDraft}
            </Button>
            <Button type="button" disabled={!running || busy} onClick={() => setAsking(true)}>
              {desk.sent.length > 0 ? T.sendCorrection : T.send}
            </Button>
          </Actions>
          <ConfirmDialog
            open={asking}
            question={T.confirmSend}
            confirmLabel={T.confirm}
            busy={busy}
            onConfirm={() => void run(() => sendReport.execute(reservationId, body))}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
      <DocumentsWidget reservationId={reservationId} title={T.attachments} consultantFiles />
      <h3>{T.versions}</h3>
      {desk.sent.length === 0 ? (
        <p>{T.noneSent}</p>
      ) : (
        <SentList>
          {desk.sent.map((each) => (
            <li key={each.version}>
              {reportVersionLabel(each.version)}، {formatJalaliDateTime(each.sentAt)} —{' '}
              <Link to={reportHref(reservationId, each.version)}>{T.viewVersion}</Link>
            </li>
          ))}
        </SentList>
      )}
    </>
  );
}
