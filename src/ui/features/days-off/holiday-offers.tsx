import styled from 'styled-components';
import type { HolidayOffer } from '../../../core/domain/day-off';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Actions } from '../../components/form-styles';
import { DAYS_OFF_TEXTS as T } from './days-off-texts';

const List = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

interface HolidayOffersProps {
  holidays: HolidayOffer[];
  busy: boolean;
  onAnswer: (answer: 'accept' | 'skip', dates: string[]) => void;
}

/** The official holidays not yet closed or skipped: each to accept (close the day) or skip, or all accepted at once. */
export function HolidayOffers({ holidays, busy, onAnswer }: HolidayOffersProps) {
  if (holidays.length === 0) return <Alert kind="info">{T.noHolidays}</Alert>;
  return (
    <>
      <p>{T.holidaysIntro}</p>
      <Actions>
        <Button
          type="button"
          disabled={busy}
          onClick={() =>
            onAnswer(
              'accept',
              holidays.map((holiday) => holiday.date),
            )
          }
        >
          {T.acceptAll}
        </Button>
      </Actions>
      <List>
        {holidays.map((holiday) => (
          <Row key={holiday.date} data-testid={`holiday-${holiday.date}`}>
            <span>
              {formatJalaliLong(holiday.date)}: {holiday.title}
            </span>
            <span>
              <Button type="button" $variant="outline" disabled={busy} onClick={() => onAnswer('accept', [holiday.date])}>
                {T.accept}
              </Button>{' '}
              <Button type="button" $variant="ghost" disabled={busy} onClick={() => onAnswer('skip', [holiday.date])}>
                {T.skip}
              </Button>
            </span>
          </Row>
        ))}
      </List>
    </>
  );
}
