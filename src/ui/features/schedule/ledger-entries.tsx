import styled from 'styled-components';
import type { LedgerEntry } from '../../../core/domain/money-contract';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { BankNumber } from '../../components/bank-number';

const ACTORS: Record<LedgerEntry['actor'], string> = {
  customer: 'مشتری',
  consultant: 'مشاور',
  bank: 'بانک',
  system: 'سامانه',
};

const List = styled.ol`
  list-style-type: persian;
  margin: 0;
  padding-inline-start: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  font-size: 0.92rem;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

/** The booking's ledger in the order it was written: when, who, what, and the bank's code and words. */
export function LedgerEntries({ events }: { events: LedgerEntry[] }) {
  if (events.length === 0) return <p>رویدادی ثبت نشده است.</p>;
  return (
    <List aria-label="رویدادهای رزرو و پرداخت">
      {events.map((event, index) => (
        <li key={`${event.createdAt}-${index}`}>
          <span>{event.text}</span>
          <small>
            {formatJalaliDateTime(event.createdAt)}، {ACTORS[event.actor]}
            {event.gatewayCode !== null && (
              <>
                ، کد بانک <BankNumber value={event.gatewayCode} />
              </>
            )}
          </small>
          {event.message && (
            <small>
              <bdi>{event.message}</bdi>
            </small>
          )}
        </li>
      ))}
    </List>
  );
}
