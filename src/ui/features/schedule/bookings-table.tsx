import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  isCancellable,
  NO_SHOW_LABEL,
  noShowRefusal,
  owesRefund,
  REFUND_TEXTS,
  type AdminBooking,
  type BookingStatus,
} from '../../../core/domain/admin-booking';
import { RESERVATION_LABELS } from '../../../core/domain/money-status';
import { formatJalaliNumeric, persianWeekdayName } from '../../../core/domain/jalali-date';
import { priceText } from '../../../core/domain/price-text';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { holdRemainingMs } from '../../../core/domain/countdown';
import { Button } from '../../components/button';
import { Badge, type BadgeTone } from '../../components/badge';
import { PaymentStatusBadge } from '../../components/payment-status-badge';
import { dashboardHref } from '../../../core/contracts/pages/dashboard-tabs';
import { BOOKING_ANSWERS_TITLE, BookingAnswersList } from '../../components/booking-answers-list';

const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  expired: 'muted',
  released: 'muted',
};

const COLUMNS = ['مشتری', 'نوع رزرو', 'تاریخ', 'ساعت', 'مبلغ', 'وضعیت', 'پرداخت', 'عملیات'] as const;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  button {
    min-height: 38px;
    padding: 0.25rem 0.8rem;
  }
`;

/** A table on wide screens; on a phone each row becomes a card whose cells carry their column's name. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    padding: 0.6rem 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  @media (max-width: 900px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      margin-bottom: 0.75rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 10px;
      padding: 0.25rem 0.75rem;
    }
    td {
      display: grid;
      grid-template-columns: 7rem 1fr;
      gap: 0.5rem;
      border-bottom: none;
      padding: 0.35rem 0;
      min-width: 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 700;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

interface BookingsTableProps {
  bookings: AdminBooking[];
  /** the current time, to tell a live payment hold from a lapsed one */
  now: number;
  onCancel: (booking: AdminBooking) => void;
  onShowPayments: (booking: AdminBooking) => void;
  /** marks a past confirmed session as missed (true) or takes the mark back (false) */
  onNoShow: (booking: AdminBooking, missed: boolean) => void;
}

export function BookingsTable({ bookings, now, onCancel, onShowPayments, onNoShow }: BookingsTableProps) {
  return (
    <Table aria-label="همه رزروها">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking._id} data-testid={`booking-${booking._id}`}>
            <td data-label={COLUMNS[0]}>
              <span>
                {booking.customerName || '—'}
                <small dir="ltr" style={{ textAlign: 'right' }}>
                  {booking.customerEmail}
                </small>
                {booking.customerMobile && (
                  <small dir="ltr" style={{ textAlign: 'right' }}>
                    <a href={`tel:${booking.customerMobile}`}>{toPersianDigits(booking.customerMobile)}</a>
                  </small>
                )}
                {booking.answers && (
                  <details>
                    <summary>{`${BOOKING_ANSWERS_TITLE} (${toPersianDigits(booking.answers.length)})`}</summary>
                    <BookingAnswersList answers={booking.answers} />
                  </details>
                )}
              </span>
            </td>
            <td data-label={COLUMNS[1]}>{booking.reservationTypeTitle}</td>
            <td data-label={COLUMNS[2]}>
              <span>
                {formatJalaliNumeric(booking.date)}
                <small>{persianWeekdayName(booking.date)}</small>
              </span>
            </td>
            <td data-label={COLUMNS[3]}>{toPersianDigits(booking.time)}</td>
            <td data-label={COLUMNS[4]} style={{ whiteSpace: 'nowrap' }}>
              {priceText(booking.price)}
            </td>
            <td data-label={COLUMNS[5]}>
              <span>
                <Badge $tone={STATUS_TONES[booking.status]}>{RESERVATION_LABELS[booking.status]}</Badge>
                {booking.status === 'pending' && holdRemainingMs(booking.createdAt, now) === 0 && <small>مهلت پرداخت گذشته است</small>}
                {booking.noShowAt && <Badge $tone="danger">{NO_SHOW_LABEL}</Badge>}
                {booking.cancelReason && <small>دلیل لغو: {booking.cancelReason}</small>}
              </span>
            </td>
            <td data-label={COLUMNS[6]}>
              <span>
                {booking.paymentStatus ? <PaymentStatusBadge status={booking.paymentStatus} /> : '—'}
                {booking.refId && (
                  <small>
                    کد پیگیری: <bdi>{toPersianDigits(booking.refId)}</bdi>
                  </small>
                )}
                {owesRefund(booking) && (
                  <small>
                    <strong>{REFUND_TEXTS.owed}</strong> (<Link to={dashboardHref('payments')}>{REFUND_TEXTS.toList}</Link>)
                  </small>
                )}
              </span>
            </td>
            <td data-label={COLUMNS[7]}>
              <RowActions>
                <Button type="button" $variant="outline" onClick={() => onShowPayments(booking)}>
                  تاریخچه پرداخت
                </Button>
                {noShowRefusal(booking, now) === null && (
                  <Button type="button" $variant="outline" onClick={() => onNoShow(booking, !booking.noShowAt)}>
                    {booking.noShowAt ? 'برداشتن علامت «نیامد»' : 'نیامد'}
                  </Button>
                )}
                {isCancellable(booking.status) && (
                  <Button type="button" $variant="outline" onClick={() => onCancel(booking)}>
                    لغو
                  </Button>
                )}
              </RowActions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
