import { lazy, Suspense, useCallback, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BusinessSummary } from '../../../core/contracts/api/business-api';
import { PRACTICE_USE_CASES } from '../../../core/use-cases/practice/practice-tokens';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { AgendaSection } from './agenda-section';
import { BUSINESS_TEXTS, rangeText } from './business-messages';
import { FillRate, OpenMoney } from './fill-and-money';
import { TypeTable, WeeklyTable } from './totals-tables';
import { TabTitle } from '../../components/form-styles';

// recharts is loaded with the charts, after the numbers are on screen, never with the public pages
const WeeklyChart = lazy(() => import('./weekly-chart'));
const TypeChart = lazy(() => import('./type-chart'));

const Part = styled.section`
  margin-top: 1.5rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  > p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** A chart and its table side by side where there is room, the table under it on a phone. */
const ChartWithTable = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ChartBox = styled.div`
  min-width: 0;
  direction: rtl;
`;

function Titled({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Part aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {intro && <p>{intro}</p>}
      {children}
    </Part>
  );
}

/** The chart, drawn once recharts has arrived; the numbers are in the table beside it meanwhile and after. */
function Chart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ChartBox role="img" aria-label={label}>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </ChartBox>
  );
}

function Summary({ summary }: { summary: BusinessSummary }) {
  const chartRange = rangeText(summary.chartRange);
  return (
    <>
      <Titled title={BUSINESS_TEXTS.agendaTitle}>
        <AgendaSection range={summary.agendaRange} sessions={summary.agenda} truncated={summary.agendaTruncated} />
      </Titled>
      <Titled title={BUSINESS_TEXTS.weeklyTitle} intro={`${chartRange}. ${BUSINESS_TEXTS.countedRule}`}>
        <ChartWithTable>
          <Chart label={`${BUSINESS_TEXTS.weeklyTitle}، ${chartRange}؛ اعداد در جدول کنار نمودار`}>
            <WeeklyChart weeks={summary.weeks} />
          </Chart>
          <WeeklyTable weeks={summary.weeks} caption={BUSINESS_TEXTS.weeklyTitle} />
        </ChartWithTable>
      </Titled>
      <Titled title={BUSINESS_TEXTS.byTypeTitle} intro={chartRange}>
        {summary.byType.length === 0 ? (
          <p>{BUSINESS_TEXTS.noTypes}</p>
        ) : (
          <ChartWithTable>
            <Chart label={`${BUSINESS_TEXTS.byTypeTitle}؛ اعداد در جدول کنار نمودار`}>
              <TypeChart types={summary.byType} />
            </Chart>
            <TypeTable types={summary.byType} caption={BUSINESS_TEXTS.byTypeTitle} />
          </ChartWithTable>
        )}
      </Titled>
      <Titled title={BUSINESS_TEXTS.fillTitle}>
        <FillRate fill={summary.fill} />
      </Titled>
      <Titled title={BUSINESS_TEXTS.moneyTitle}>
        <OpenMoney summary={summary} />
      </Titled>
    </>
  );
}

/**
 * The consultant's first tab: this week's and next week's sessions, bookings and revenue by
 * week and by type (charts with their tables), how full the published slots are, and the
 * money still open.
 */
export default function BusinessTab() {
  const loadSummary = useService(PRACTICE_USE_CASES.LoadBusinessSummary);
  const titleId = useId();
  const { value: summary, error } = useLoaded(useCallback(() => loadSummary.execute(), [loadSummary]));

  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>{BUSINESS_TEXTS.title}</TabTitle>
      {error && <Alert kind="error">{error}</Alert>}
      {!error && !summary && <Spinner label={BUSINESS_TEXTS.loading} />}
      {summary && <Summary summary={summary} />}
    </section>
  );
}
