import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { bookingPageAfterFailure, MY_RESERVATIONS_PATH } from '../../../core/machines/payment-callback-machine';
import { receiptHref } from '../../../core/contracts/pages/receipt-href';
import { SupportContact } from './support-contact';

export const SUCCESS_TITLE = 'پرداخت موفق';
export const SUCCESS_TEXT = 'در حال انتقال به صفحه رزروهای شما...';
export const FREE_SUCCESS_TITLE = 'رزرو رایگان شما ثبت شد';
export const REF_ID_LABEL = 'کد پیگیری بانک';
export const CHECKING_TITLE = 'پرداخت شما در حال بررسی است';
export const CHECKING_TEXT =
  'بانک هنوز پرداخت شما را تأیید نکرده است. نیازی به پرداخت دوباره نیست؛ نتیجه به‌زودی در «رزروهای من» نمایش داده می‌شود.';
export const MY_RESERVATIONS_LINK = 'رزروهای من';
export const RECEIPT_LINK = 'مشاهده و چاپ رسید';
export const FAILURE_TITLE = 'متأسفیم! پرداخت شما با مشکل مواجه شد';
export const FAILURE_TEXT = 'با پشتیبانی سایت تماس بگیرید';
export const BACK_TO_BOOKING = 'بازگشت به صفحه رزرو';
export const BACK_TO_TYPES = 'مشاهده انواع مشاوره';

type Tone = 'success' | 'info' | 'danger';

const Card = styled.section<{ $tone: Tone }>`
  max-width: 32rem;
  margin: 2rem auto;
  padding: 2rem 1.25rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  border-top: 6px solid ${({ theme, $tone }) => theme.colors[$tone]};
  h1 {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.4rem;
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
  p {
    margin: 0.5rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  p[data-emphasis] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Mark = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
`;

const Onward = styled(Link)`
  display: inline-block;
  margin-top: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

function Result({
  tone,
  mark,
  title,
  role,
  children,
}: {
  tone: Tone;
  mark: string;
  title: string;
  role: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <Card $tone={tone} role={role}>
      <Mark $tone={tone} aria-hidden="true">
        {mark}
      </Mark>
      <h1>{title}</h1>
      {children}
    </Card>
  );
}

/** Paid (or, free, booked without a bank): the bank's reference, the receipt, and the move to the reservations that follows. */
export function PaymentSucceeded({
  refId,
  free = false,
  reservationId = null,
}: {
  refId: string | null;
  free?: boolean;
  reservationId?: string | null;
}) {
  return (
    <Result tone="success" mark="✓" title={free ? FREE_SUCCESS_TITLE : SUCCESS_TITLE} role="status">
      {refId && <p data-emphasis>{`${REF_ID_LABEL}: ${toPersianDigits(refId)}`}</p>}
      <p>{SUCCESS_TEXT}</p>
      {!free && reservationId && <Onward to={receiptHref(reservationId)}>{RECEIPT_LINK}</Onward>}
    </Result>
  );
}

/** The bank has not settled yet: nothing to do but look at the reservations later. */
export function PaymentBeingChecked() {
  return (
    <Result tone="info" mark="…" title={CHECKING_TITLE} role="status">
      <p>{CHECKING_TEXT}</p>
      <Onward to={MY_RESERVATIONS_PATH}>{MY_RESERVATIONS_LINK}</Onward>
    </Result>
  );
}

/** Failed: the server's word on the money, how to reach the consultant, and the way back to booking. */
export function PaymentFailed({ message, reservationTypeId }: { message: string | null; reservationTypeId: string | null }) {
  return (
    <Result tone="danger" mark="✕" title={FAILURE_TITLE} role="alert">
      {message && <p data-emphasis>{message}</p>}
      <p>{FAILURE_TEXT}</p>
      <SupportContact />
      <Onward to={bookingPageAfterFailure({ reservationTypeId })}>{reservationTypeId ? BACK_TO_BOOKING : BACK_TO_TYPES}</Onward>
    </Result>
  );
}
