import { useCallback, useState } from 'react';
import type { RefundOwed } from '../../../core/domain/money-contract';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { GatewayProblemsBanner } from './gateway-problems-banner';
import { MarkRefundedDialog } from './mark-refunded-dialog';
import { RefundItem, type RefundProgress } from './refund-item';
import { PAYMENT_USE_CASES } from '../../../core/use-cases/payment/payment-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { TabTitle } from '../../components/form-styles';
import { CardList } from '../../components/card-list';

/**
 * The money the consultant owes back: each payment with a retry of the bank's reverse and a way
 * to record a refund made by hand, and above them what the bank says is misconfigured.
 */
export default function RefundsTab() {
  const loadRefundsOwed = useService(PAYMENT_USE_CASES.LoadRefundsOwed);
  const retryReverse = useService(PAYMENT_USE_CASES.RetryReverse);
  const markRefunded = useService(PAYMENT_USE_CASES.MarkRefunded);
  const { value: owed, error: loadError } = useLoaded(useCallback(() => loadRefundsOwed.execute(), [loadRefundsOwed]));
  const [progress, setProgress] = useState<Record<string, RefundProgress>>({});
  const [marking, setMarking] = useState<RefundOwed | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);
  const [markBusy, setMarkBusy] = useState(false);
  const closeMarking = useCallback(() => setMarking(null), []);

  const advance = (paymentId: string, next: RefundProgress) => setProgress((current) => ({ ...current, [paymentId]: next }));

  const reverse = async (refund: RefundOwed) => {
    advance(refund.paymentId, { kind: 'busy' });
    const result = await retryReverse.execute(refund.paymentId);
    advance(
      refund.paymentId,
      result.ok ? { kind: 'settled', status: 'reversed', message: result.message } : { kind: 'refused', message: result.message },
    );
  };

  const markAsRefunded = async (note: string) => {
    if (!marking) return;
    setMarkBusy(true);
    const result = await markRefunded.execute({ paymentId: marking.paymentId, note });
    setMarkBusy(false);
    if (!result.ok) {
      setMarkError(result.message);
      return;
    }
    advance(marking.paymentId, { kind: 'settled', status: 'refunded', message: result.message });
    setMarking(null);
  };

  return (
    <div>
      <TabTitle>بازگشت وجه</TabTitle>
      <p>
        پرداخت‌هایی که مبلغشان باید به مشتری بازگردد. اگر بانک بازگشت را نپذیرفت، مبلغ را خودتان به مشتری بازگردانید و بازپرداخت را ثبت
        کنید.
      </p>
      {owed && <GatewayProblemsBanner problems={owed.gatewayProblems} />}
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {owed === null ? (
        loadError ? null : (
          <Spinner />
        )
      ) : owed.refunds.length === 0 ? (
        <Alert kind="info">بازگشت وجهی در انتظار نیست</Alert>
      ) : (
        <CardList aria-label="بازگشت وجه‌های در انتظار">
          {owed.refunds.map((refund) => (
            <RefundItem
              key={refund.paymentId}
              refund={refund}
              progress={progress[refund.paymentId]}
              onRetryReverse={(chosen) => void reverse(chosen)}
              onMarkRefunded={(chosen) => {
                setMarkError(null);
                setMarking(chosen);
              }}
            />
          ))}
        </CardList>
      )}
      <MarkRefundedDialog
        refund={marking}
        busy={markBusy}
        error={markError}
        onConfirm={(note) => void markAsRefunded(note)}
        onClose={closeMarking}
      />
    </div>
  );
}
