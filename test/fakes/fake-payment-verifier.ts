import type { PaymentVerificationRequest, PaymentVerifier } from '../../src/core/ports/payment-verifier';

/** Answers verify as the test says (true, false or an Error to throw), remembering each call. */
export class FakePaymentVerifier implements PaymentVerifier {
  calls: PaymentVerificationRequest[] = [];
  answer: boolean | Error = true;
  /** when set, verify waits for this promise before answering */
  gate: Promise<void> | null = null;

  async verify(request: PaymentVerificationRequest): Promise<boolean> {
    this.calls.push(request);
    if (this.gate) await this.gate;
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}
