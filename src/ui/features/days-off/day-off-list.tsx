import styled from 'styled-components';
import type { DayOffView } from '../../../core/contracts/api/days-off-api';
import { dashboardHref } from '../../../core/contracts/pages/dashboard-tabs';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TehranTime } from '../../components/tehran-time';
import { dayOffWhen, DAYS_OFF_TEXTS as T } from './days-off-texts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.li`
  padding: 0.85rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
`;

/** The closed times, each with the live bookings inside it and a link to cancel them where bookings are cancelled. */
export function DayOffList({ daysOff, busy, onReopen }: { daysOff: DayOffView[]; busy: boolean; onReopen: (id: string) => void }) {
  if (daysOff.length === 0) return <Alert kind="info">{T.none}</Alert>;
  return (
    <List>
      {daysOff.map((dayOff) => (
        <Item key={dayOff._id} data-testid={`day-off-${dayOff._id}`}>
          <Head>
            <strong>
              {dayOffWhen(dayOff)}
              {dayOff.reason && ` — ${dayOff.reason}`}
            </strong>
            <Button type="button" $variant="outline" disabled={busy} onClick={() => onReopen(dayOff._id)}>
              {T.reopen}
            </Button>
          </Head>
          {dayOff.affected.length > 0 && (
            <Alert kind="warning">
              {T.affectedTitle}
              <ul>
                {dayOff.affected.map((booking) => (
                  <li key={booking._id}>
                    {booking.customerName}، {booking.typeTitle}، {formatJalaliLong(booking.date)} ساعت{' '}
                    <TehranTime date={booking.date} time={booking.time} />
                  </li>
                ))}
              </ul>
              <a href={dashboardHref('bookings')}>{T.toBookings}</a>
            </Alert>
          )}
        </Item>
      ))}
    </List>
  );
}
