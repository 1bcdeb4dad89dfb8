import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { statusAt, type MyReservation } from '../../../core/domain/my-reservation';
import { RESERVATION_LABELS, type ReservationLifecycleStatus } from '../../../core/domain/money-status';
import { moneyOutcome, type MoneyTone } from '../../../core/domain/money-outcome';
import { countdownTextFa } from '../../../core/domain/countdown';
import { formatJalaliDateTime, formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { priceText } from '../../../core/domain/price-text';
import { Badge } from '../../components/badge';
import { HoldActions } from '../../components/hold-actions';
import { CalendarLinks } from './calendar-links';
import { SessionModeLine } from './session-mode-line';
import { ChangeBookingActions } from './change-booking-actions';
import { TehranTime } from '../../components/tehran-time';
import { hasReceipt } from '../../../core/domain/receipt';
import { receiptHref } from '../../../core/contracts/pages/receipt-href';
import { reportHref } from '../../../core/contracts/pages/report-href';
import { DocumentsWidget } from '../../components/documents/documents-widget';
import { sessionStart } from '../../../core/domain/customer-change';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.35rem 1rem;
    margin: 0.75rem 0 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const TONES: Record<ReservationLifecycleStatus, MoneyTone> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  expired: 'info',
  released: 'info',
};

const MoneyNote = styled.p<{ $tone: MoneyTone }>`
  margin: 0.75rem 0 0;
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme }) => theme.colors.text};
`;

export interface MyReservationItemProps {
  reservation: MyReservation;
  now: number;
  /** another hold action is under way */
  busy: boolean;
  onPay(): void;
  onRelease(): void;
  /** the booking was cancelled or moved */
  onChanged(): void;
}

/** One reservation: when and what, its status, what happened to the money, and for a live hold the way to pay or give it up. */
export function MyReservationItem({ reservation, now, busy, onPay, onRelease, onChanged }: MyReservationItemProps) {
  const status = statusAt(reservation, now);
  const countdown = status === 'pending' ? countdownTextFa(reservation.createdAt, now) : null;
  const outcome = moneyOutcome(reservation, now);
  const { payment } = reservation;
  const when = `${formatJalaliLong(reservation.date)} ساعت ${toPersianDigits(reservation.timeSlot)}`;
  return (
    <Item data-testid="my-reservation">
      <Head>
        <h3>{reservation.title}</h3>
        <Badge $tone={TONES[status]}>{RESERVATION_LABELS[status]}</Badge>
      </Head>
      <dl>
        <dt>تاریخ</dt>
        <dd>{formatJalaliLong(reservation.date)}</dd>
        <dt>ساعت</dt>
        <dd>
          <TehranTime date={reservation.date} time={reservation.timeSlot} />
        </dd>
        <dt>مبلغ</dt>
        <dd>{priceText(reservation.price)}</dd>
        {countdown && (
          <>
            <dt>مهلت پرداخت</dt>
            <dd>
              <time aria-live="off">{countdown}</time>
            </dd>
          </>
        )}
        {payment?.refId && (
          <>
            <dt>کد پیگیری پرداخت</dt>
            <dd>{toPersianDigits(payment.refId)}</dd>
          </>
        )}
        {payment?.paidAt && (
          <>
            <dt>زمان پرداخت</dt>
            <dd>{formatJalaliDateTime(payment.paidAt)}</dd>
          </>
        )}
        {status === 'cancelled' && reservation.cancelReason && (
          <>
            <dt>علت لغو</dt>
            <dd>{reservation.cancelReason}</dd>
          </>
        )}
      </dl>
      <SessionModeLine reservation={reservation} now={now} />
      <MoneyNote $tone={outcome.tone}>{outcome.text}</MoneyNote>
      {status === 'confirmed' && <CalendarLinks reservation={reservation} />}
      {status === 'confirmed' && <ChangeBookingActions reservation={reservation} now={now} onChanged={onChanged} />}
      {hasReceipt(reservation) && (
        <p>
          <Link to={receiptHref(reservation._id)}>رسید پرداخت</Link>
        </p>
      )}
      {reservation.reportVersion ? (
        <p>
          <Link to={reportHref(reservation._id)}>گزارش جلسه</Link>
        </p>
      ) : null}
      {(status === 'pending' || status === 'confirmed') && sessionStart(reservation.date, reservation.timeSlot).getTime() > now && (
        <DocumentsWidget reservationId={reservation._id} />
      )}
      {status === 'pending' && <HoldActions label={`${reservation.title}، ${when}`} busy={busy} onPay={onPay} onRelease={onRelease} />}
    </Item>
  );
}
