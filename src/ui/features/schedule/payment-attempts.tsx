import styled from 'styled-components';
import type { PaymentAttempt } from '../../../core/domain/money-contract';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { paymentReasonText } from '../../../core/domain/payment-reason-text';
import { priceText } from '../../../core/domain/price-text';
import { PaymentStatusBadge } from '../../components/payment-status-badge';
import { BankNumber } from '../../components/bank-number';
import { Fact, Facts } from '../../components/facts';

const GATEWAY_NAMES: Record<string, string> = {
  zarinpal: 'زرین‌پال',
  sandbox: 'درگاه آزمایشی',
  free: 'رایگان، بدون بانک',
};

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  li {
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
`;

/** Every time the booking went to the bank, oldest first: what came of it and what the bank said. */
export function PaymentAttempts({ payments }: { payments: PaymentAttempt[] }) {
  if (payments.length === 0) return <p>این رزرو هنوز به بانک نرفته است.</p>;
  return (
    <List aria-label="تلاش‌های پرداخت">
      {payments.map((payment) => (
        <li key={payment._id} data-testid={`payment-${payment._id}`}>
          <Heading>
            <PaymentStatusBadge status={payment.status} />
            <span>{priceText(payment.amount)}</span>
          </Heading>
          <Facts>
            <Fact label="درگاه">{GATEWAY_NAMES[payment.gateway] ?? payment.gateway}</Fact>
            <Fact label="کد پیگیری">{payment.refId && <BankNumber value={payment.refId} />}</Fact>
            <Fact label="کارت">{payment.cardPan && <BankNumber value={payment.cardPan} />}</Fact>
            <Fact label="کد پاسخ بانک">{payment.gatewayCode !== null && <BankNumber value={payment.gatewayCode} />}</Fact>
            <Fact label="علت">{payment.failureReason && <bdi>{paymentReasonText(payment.failureReason)}</bdi>}</Fact>
            <Fact label="شروع">{formatJalaliDateTime(payment.createdAt)}</Fact>
            <Fact label="زمان پرداخت">{payment.paidAt && formatJalaliDateTime(payment.paidAt)}</Fact>
          </Facts>
        </li>
      ))}
    </List>
  );
}
