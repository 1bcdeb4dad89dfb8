import type { PaymentVerificationRequest, PaymentVerifier } from '../ports/payment-verifier';

/** Asks the server whether the bank's callback is a real payment: 'paid' only on an OK answer. */
export class VerifyPayment {
  constructor(private readonly verifier: PaymentVerifier) {}

  async execute(input: PaymentVerificationRequest): Promise<'paid' | 'failed'> {
    try {
      return (await this.verifier.verify(input)) ? 'paid' : 'failed';
    } catch {
      // No answer is no proof of payment; the failure display tells the visitor to contact support.
      return 'failed';
    }
  }
}
