import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RESERVATION_STATUS_LABELS, statusAt, type MyReservation, type MyReservationStatus } from '../../../core/domain/my-reservation';
import { countdownTextFa } from '../../../core/domain/countdown';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { priceText } from '../../../core/domain/price-text';
import { COUNTDOWN_TICK_MS } from '../../../core/domain/limits';
import type { LoadMyReservations } from '../../../core/use-cases/load-my-reservations';
import type { Clock } from '../../../core/ports/clock';
import { TOKENS } from '../../../core/ports/tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useNow } from './use-now';

export const NO_RESERVATIONS = 'هنوز رزروی ثبت نکرده‌اید';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 { margin: 0; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0.75rem 0 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const TONES: Record<MyReservationStatus, 'warning' | 'success' | 'danger' | 'info'> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  expired: 'info',
};

const Badge = styled.span<{ $status: MyReservationStatus }>`
  padding: 0.15rem 0.7rem;
  border-radius: 999px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme, $status }) => theme.colors[TONES[$status]]};
  background: ${({ theme, $status }) => theme.colors[`${TONES[$status]}Soft`]};
  border: 1px solid currentColor;
`;

function ReservationItem({ reservation, now }: { reservation: MyReservation; now: number }) {
  const status = statusAt(reservation, now);
  const countdown = status === 'pending' ? countdownTextFa(reservation.createdAt, now) : null;
  return (
    <Item data-testid="my-reservation">
      <Head>
        <h3>{reservation.title}</h3>
        <Badge $status={status}>{RESERVATION_STATUS_LABELS[status]}</Badge>
      </Head>
      <dl>
        <dt>تاریخ</dt>
        <dd>{formatJalaliLong(reservation.date)}</dd>
        <dt>ساعت</dt>
        <dd>{toPersianDigits(reservation.timeSlot)}</dd>
        <dt>مبلغ</dt>
        <dd>{priceText(reservation.price)}</dd>
        {countdown && (
          <>
            <dt>مهلت پرداخت</dt>
            <dd><time aria-live="off">{countdown}</time></dd>
          </>
        )}
        {status === 'confirmed' && reservation.paymentRefId && (
          <>
            <dt>کد پیگیری پرداخت</dt>
            <dd>{toPersianDigits(reservation.paymentRefId)}</dd>
          </>
        )}
        {status === 'cancelled' && reservation.cancelReason && (
          <>
            <dt>علت لغو</dt>
            <dd>{reservation.cancelReason}</dd>
          </>
        )}
      </dl>
    </Item>
  );
}

/** /dashboard?tab=reservations: the user's reservations, newest first, pending ones counting down. */
export default function MyReservationsTab() {
  const load = useService<LoadMyReservations>(TOKENS.LoadMyReservations);
  const clock = useService<Clock>(TOKENS.Clock);
  const [result, setResult] = useState<Awaited<ReturnType<LoadMyReservations['execute']>> | null>(null);

  useEffect(() => {
    let current = true;
    load.execute().then((answer) => current && setResult(answer));
    return () => {
      current = false;
    };
  }, [load]);

  const reservations = result && 'reservations' in result ? result.reservations : [];
  const now = useNow(clock, COUNTDOWN_TICK_MS, reservations.some((reservation) => reservation.status === 'pending'));

  return (
    <>
      <h2>رزروهای من</h2>
      {result === null && <Spinner />}
      {result && 'error' in result && <Alert kind="error">{result.error}</Alert>}
      {result && 'reservations' in result && reservations.length === 0 && (
        <Alert kind="info">
          {NO_RESERVATIONS} — <Link to="/reservations">رزرو مشاوره</Link>
        </Alert>
      )}
      {reservations.length > 0 && (
        <List>
          {reservations.map((reservation) => (
            <ReservationItem key={reservation._id} reservation={reservation} now={now} />
          ))}
        </List>
      )}
    </>
  );
}
