import { PAYMENT_LABELS, type PaymentLifecycleStatus } from '../../core/domain/money-status';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<PaymentLifecycleStatus, BadgeTone> = {
  initiated: 'info',
  paid: 'success',
  failed: 'danger',
  refund_required: 'warning',
  reversed: 'muted',
  refunded: 'muted',
};

/** A payment's status in Persian, coloured by whether it needs the consultant. */
export function PaymentStatusBadge({ status }: { status: PaymentLifecycleStatus }) {
  return <Badge $tone={TONES[status]}>{PAYMENT_LABELS[status]}</Badge>;
}
