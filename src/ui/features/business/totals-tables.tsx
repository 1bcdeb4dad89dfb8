import styled from 'styled-components';
import type { TypeTotals, WeekTotals } from '../../../core/contracts/api/business-api';
import { formatPersianNumber } from '../../../core/domain/persian-digits';
import { BUSINESS_TEXTS, weekLabel } from './business-messages';

/** The numbers a chart draws, as a table a screen reader (or a careful reader) goes through. */
export const NumbersTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  caption {
    text-align: start;
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: 0.35rem;
  }
  th,
  td {
    padding: 0.3rem 0.5rem;
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.number {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Every week of the chart, newest first (the week a consultant asks about first). */
export function WeeklyTable({ weeks, caption }: { weeks: WeekTotals[]; caption: string }) {
  return (
    <NumbersTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{BUSINESS_TEXTS.week}</th>
          <th scope="col">{BUSINESS_TEXTS.bookings}</th>
          <th scope="col">{BUSINESS_TEXTS.revenue}</th>
        </tr>
      </thead>
      <tbody>
        {[...weeks].reverse().map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{weekLabel(week.weekStart)}</th>
            <td className="number">{formatPersianNumber(week.bookings)}</td>
            <td className="number">{formatPersianNumber(week.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </NumbersTable>
  );
}

export function TypeTable({ types, caption }: { types: TypeTotals[]; caption: string }) {
  return (
    <NumbersTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{BUSINESS_TEXTS.type}</th>
          <th scope="col">{BUSINESS_TEXTS.bookings}</th>
          <th scope="col">{BUSINESS_TEXTS.revenue}</th>
        </tr>
      </thead>
      <tbody>
        {types.map((type) => (
          <tr key={type.typeId}>
            <th scope="row">{type.title}</th>
            <td className="number">{formatPersianNumber(type.bookings)}</td>
            <td className="number">{formatPersianNumber(type.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </NumbersTable>
  );
}
