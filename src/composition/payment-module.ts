import { ContainerModule } from 'inversify';
import { PAYMENT_PORTS } from '../core/ports/payment/payment-port-tokens';
import { PAYMENT_USE_CASES } from '../core/use-cases/payment/payment-tokens';
import { VerifyPayment } from '../core/use-cases/payment/verify-payment';
import { FindReservationByAuthority } from '../core/use-cases/payment/find-reservation-by-authority';
import { LoadReceipt } from '../core/use-cases/payment/load-receipt';
import { LoadRefundsOwed } from '../core/use-cases/payment/load-refunds-owed';
import { RetryReverse } from '../core/use-cases/payment/retry-reverse';
import { MarkRefunded } from '../core/use-cases/payment/mark-refunded';
import { typedBinder } from './typed-binder';

/** The use cases of the bank's answer, the receipt and the refunds owed, built from the ports' tokens. */
export const paymentModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(PAYMENT_USE_CASES.VerifyPayment, VerifyPayment, PAYMENT_PORTS.PaymentVerifier);
  bind.instance(PAYMENT_USE_CASES.FindReservationByAuthority, FindReservationByAuthority, PAYMENT_PORTS.PaymentVerifier);
  bind.instance(PAYMENT_USE_CASES.LoadReceipt, LoadReceipt, PAYMENT_PORTS.ReceiptReader);
  bind.instance(PAYMENT_USE_CASES.LoadRefundsOwed, LoadRefundsOwed, PAYMENT_PORTS.RefundsRepository);
  bind.instance(PAYMENT_USE_CASES.RetryReverse, RetryReverse, PAYMENT_PORTS.RefundsRepository);
  bind.instance(PAYMENT_USE_CASES.MarkRefunded, MarkRefunded, PAYMENT_PORTS.RefundsRepository);
});
