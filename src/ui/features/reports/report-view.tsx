import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { formatJalaliDateTime, formatJalaliLong } from '../../../core/domain/jalali-date';
import { reportVersionLabel, type ReportReading } from '../../../core/domain/session-report';
import { reportHref } from '../../../core/contracts/pages/report-href';
import { ArticleBody } from '../../components/article-body';
import { Button } from '../../components/button';
import { Fact, Facts } from '../../components/facts';
import { TehranTime } from '../../components/tehran-time';
import { Alert } from '../../components/alert';
import { useTakenOver } from '../../components/use-taken-over';
import { REPORT_TEXT as T } from './report-texts';

/** On paper: the report alone, black on white, with page margins; no header, footer, menus or buttons. */
const PrintOnlyTheReport = createGlobalStyle`
  @media print {
    @page { margin: 18mm 16mm; }
    header, footer, nav, [data-print='hide'] { display: none !important; }
    html, body, #root, #root > * { background: #fff !important; color: #000 !important; transition: none !important; }
    a { color: #000 !important; }
  }
`;

const Paper = styled.article`
  max-width: 46rem;
  margin: 0 auto;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.4rem;
  }
  ${Facts} {
    margin: 0.75rem 0 1.25rem;
    gap: 0.4rem 1rem;
  }
  @media print {
    max-width: none;
    padding: 0;
    border: none;
    box-shadow: none;
    background: #fff;
    color: #000;
    dt,
    dd {
      color: #000;
    }
  }
`;

const Versions = styled.nav`
  margin-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 0.75rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/** The sent versions, newest first; each opens on its own address, the one shown is marked. */
function VersionList({ report }: { report: ReportReading }) {
  if (report.versions.length < 2) return null;
  return (
    <Versions aria-label={T.versions} data-print="hide">
      <h2>{T.versions}</h2>
      <ul>
        {report.versions.map((each) => (
          <li key={each.version}>
            {each.version === report.version ? (
              <span aria-current="page">
                {reportVersionLabel(each.version)}، {formatJalaliDateTime(each.sentAt)} {T.current}
              </span>
            ) : (
              <Link to={reportHref(report.session.reservationId, each.version)}>
                {reportVersionLabel(each.version)}، {formatJalaliDateTime(each.sentAt)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Versions>
  );
}

/**
 * One sent version of a session's report, in the articles' typography: the session it is about
 * (Jalali date, Tehran's time), when this version was sent, the text, and the other versions.
 */
export function ReportView({ report, back }: { report: ReportReading; back: ReactNode }) {
  const running = useTakenOver();
  const { session } = report;
  return (
    <Paper aria-labelledby="report-title" data-testid="report">
      <PrintOnlyTheReport />
      <h1 id="report-title">
        {T.title}: {session.typeTitle}
      </h1>
      {!report.latest && (
        <Alert kind="info">
          {T.olderNote} <Link to={reportHref(session.reservationId)}>{T.newest}</Link>
        </Alert>
      )}
      <Facts>
        <Fact label={T.customer}>{session.customerName}</Fact>
        <Fact label={T.sessionDate}>{formatJalaliLong(session.date)}</Fact>
        <Fact label={T.sessionTime}>
          <TehranTime date={session.date} time={session.time} />
        </Fact>
        <Fact label={T.version}>{reportVersionLabel(report.version)}</Fact>
        <Fact label={T.sentAt}>{formatJalaliDateTime(report.sentAt)}</Fact>
      </Facts>
      <ArticleBody data-testid="report-body" dangerouslySetInnerHTML={{ __html: report.body }} />
      <VersionList report={report} />
      <Actions data-print="hide">
        {running && (
          <Button type="button" onClick={() => window.print()}>
            {T.print}
          </Button>
        )}
        {back}
      </Actions>
    </Paper>
  );
}
