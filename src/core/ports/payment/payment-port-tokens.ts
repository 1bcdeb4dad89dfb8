import { serviceToken as token } from '../service-token';
import type { PaymentVerifier } from './payment-verifier';
import type { RefundsRepository } from './refunds-repository';
import type { ReceiptReader } from './receipt-reader';

/** The ports of the bank's answer, the receipt and the refunds owed. */
export const PAYMENT_PORTS = {
  PaymentVerifier: token<PaymentVerifier>('PaymentVerifier'),
  RefundsRepository: token<RefundsRepository>('RefundsRepository'),
  ReceiptReader: token<ReceiptReader>('ReceiptReader'),
} as const;
