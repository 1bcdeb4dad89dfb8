import { serviceToken as token } from '../../ports/service-token';
import type { FindReservationByAuthority } from './find-reservation-by-authority';
import type { LoadReceipt } from './load-receipt';
import type { LoadRefundsOwed } from './load-refunds-owed';
import type { MarkRefunded } from './mark-refunded';
import type { RetryReverse } from './retry-reverse';
import type { VerifyPayment } from './verify-payment';

/** The use cases of the bank's answer, the receipt and the refunds owed. */
export const PAYMENT_USE_CASES = {
  FindReservationByAuthority: token<FindReservationByAuthority>('FindReservationByAuthority'),
  LoadReceipt: token<LoadReceipt>('LoadReceipt'),
  LoadRefundsOwed: token<LoadRefundsOwed>('LoadRefundsOwed'),
  MarkRefunded: token<MarkRefunded>('MarkRefunded'),
  RetryReverse: token<RetryReverse>('RetryReverse'),
  VerifyPayment: token<VerifyPayment>('VerifyPayment'),
} as const;
