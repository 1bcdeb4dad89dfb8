import { PAYMENT_PORTS } from '../../../../src/core/ports/payment/payment-port-tokens';
import { FakePaymentVerifier } from '../../../fakes/fake-payment-verifier';
import { FakeRefundsRepository } from '../../../fakes/fake-refunds-repository';
import { FakeReceiptReader } from '../../../fakes/fake-receipt-reader';
import { testKit } from './test-kit';

export interface PaymentFakes {
  paymentVerifier: FakePaymentVerifier;
  refunds: FakeRefundsRepository;
  receipts: FakeReceiptReader;
}

/** The fakes behind the ports of the bank's answer, receipts and refunds. */
export const paymentKit = testKit<PaymentFakes>(
  () => ({
    paymentVerifier: new FakePaymentVerifier(),
    refunds: new FakeRefundsRepository(),
    receipts: new FakeReceiptReader(),
  }),
  (bind, fakes) => {
    bind.value(PAYMENT_PORTS.PaymentVerifier, fakes.paymentVerifier);
    bind.value(PAYMENT_PORTS.RefundsRepository, fakes.refunds);
    bind.value(PAYMENT_PORTS.ReceiptReader, fakes.receipts);
  },
);
