import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BusinessSummary, SlotFill } from '../../../core/contracts/api/business-api';
import { dashboardHref } from '../../../core/contracts/pages/dashboard-tabs';
import { BUSINESS_TEXTS, fillText, rangeText, tallyText } from './business-messages';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0.75rem;
`;

const Card = styled.div`
  padding: 0.75rem 1rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0 0 0.35rem;
    font-size: 0.95rem;
  }
  p {
    margin: 0.2rem 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A bar of how full; the text beside it says the same for those who do not see it. */
const Meter = styled.meter`
  width: 100%;
  height: 0.75rem;
`;

function FillCard({ title, fill }: { title: string; fill: SlotFill }) {
  return (
    <Card>
      <h4>{title}</h4>
      <Meter
        min={0}
        max={Math.max(fill.published, 1)}
        value={fill.booked}
        aria-label={`${title}: ${fillText(fill.booked, fill.published)}`}
      />
      <p>{fillText(fill.booked, fill.published)}</p>
      <small>{rangeText(fill)}</small>
    </Card>
  );
}

export function FillRate({ fill }: { fill: BusinessSummary['fill'] }) {
  return (
    <Cards>
      <FillCard title={BUSINESS_TEXTS.pastFill} fill={fill.past} />
      <FillCard title={BUSINESS_TEXTS.comingFill} fill={fill.coming} />
    </Cards>
  );
}

/** Money not settled yet: refunds the consultant owes, and payments the bank has not answered. */
export function OpenMoney({ summary }: { summary: Pick<BusinessSummary, 'refundsOwed' | 'reconciling'> }) {
  return (
    <Cards>
      <Card data-testid="refunds-owed">
        <h4>{BUSINESS_TEXTS.refundsOwed}</h4>
        <p>{tallyText(summary.refundsOwed.count, summary.refundsOwed.sum)}</p>
        <Link to={dashboardHref('payments')}>{BUSINESS_TEXTS.refundsLink}</Link>
      </Card>
      <Card data-testid="reconciling">
        <h4>{BUSINESS_TEXTS.reconciling}</h4>
        <p>{tallyText(summary.reconciling.count, summary.reconciling.sum)}</p>
      </Card>
    </Cards>
  );
}
