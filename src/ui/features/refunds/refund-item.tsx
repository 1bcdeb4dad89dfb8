import styled from 'styled-components';
import type { RefundOwed } from '../../../core/domain/money-contract';
import { formatJalaliDateTime, formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { priceText } from '../../../core/domain/price-text';
import { Alert } from '../../components/alert';
import { BankNumber } from '../../components/bank-number';
import { Button } from '../../components/button';
import { CardItem } from '../../components/card-list';
import { Fact, Facts } from '../../components/facts';
import { PaymentStatusBadge } from '../../components/payment-status-badge';

const RETRY_REVERSE = 'تلاش دوباره برای بازگشت وجه';
export const MARK_REFUNDED = 'ثبت بازپرداخت';

/** Where one owed refund stands on this screen: waiting on the bank, refused, or settled. */
export type RefundProgress =
  { kind: 'busy' } | { kind: 'refused'; message: string } | { kind: 'settled'; status: 'reversed' | 'refunded'; message: string };

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

interface RefundItemProps {
  refund: RefundOwed;
  progress: RefundProgress | undefined;
  onRetryReverse: (refund: RefundOwed) => void;
  onMarkRefunded: (refund: RefundOwed) => void;
}

/** One payment whose money must go back: whose, for what, why, the bank's last word, and the two ways to settle it. */
export function RefundItem({ refund, progress, onRetryReverse, onMarkRefunded }: RefundItemProps) {
  const settled = progress?.kind === 'settled' ? progress : null;
  return (
    <CardItem data-testid={`refund-${refund.paymentId}`}>
      <h3>
        <span>{refund.customerName || refund.customerEmail}</span>
        <span>{priceText(refund.amount)}</span>
        <PaymentStatusBadge status={settled ? settled.status : 'refund_required'} />
      </h3>
      <Facts>
        <Fact label="رزرو">
          {refund.reservationTypeTitle}، {formatJalaliLong(refund.date)} ساعت {toPersianDigits(refund.time)}
        </Fact>
        <Fact label="ایمیل">{refund.customerEmail && <bdi dir="ltr">{refund.customerEmail}</bdi>}</Fact>
        <Fact label="علت">{refund.reason}</Fact>
        <Fact label="کد پیگیری">{refund.refId && <BankNumber value={refund.refId} />}</Fact>
        <Fact label="کارت">{refund.cardPan && <BankNumber value={refund.cardPan} />}</Fact>
        <Fact label="بدهکار از">{formatJalaliDateTime(refund.since)}</Fact>
        <Fact label="آخرین پاسخ بانک">
          {refund.lastGatewayMessage && (
            <>
              {refund.lastGatewayCode !== null && (
                <>
                  کد <BankNumber value={refund.lastGatewayCode} />:{' '}
                </>
              )}
              <bdi>{refund.lastGatewayMessage}</bdi>
            </>
          )}
        </Fact>
      </Facts>
      {progress?.kind === 'refused' && <Alert kind="error">{progress.message}</Alert>}
      {settled ? (
        <Alert kind="success">{settled.message}</Alert>
      ) : (
        <Buttons>
          <Button type="button" disabled={progress?.kind === 'busy'} onClick={() => onRetryReverse(refund)}>
            {RETRY_REVERSE}
          </Button>
          <Button type="button" $variant="outline" disabled={progress?.kind === 'busy'} onClick={() => onMarkRefunded(refund)}>
            {MARK_REFUNDED}
          </Button>
        </Buttons>
      )}
    </CardItem>
  );
}
