import type {
  AuthorityMatch,
  PaymentVerificationRequest,
  PaymentVerifier,
  VerificationResult,
} from '../../src/core/ports/payment/payment-verifier';

export const PAID: VerificationResult = { state: 'paid', refId: '201934517', message: 'پرداخت با موفقیت انجام شد' };

/** Answers verify as the test says (a result, or an Error to throw), remembering each call. */
export class FakePaymentVerifier implements PaymentVerifier {
  calls: PaymentVerificationRequest[] = [];
  answer: VerificationResult | Error = PAID;
  /** when set, verify waits for this promise before answering */
  gate: Promise<void> | null = null;
  /** the reservation each authority belongs to, as the server knows it for this customer */
  authorities = new Map<string, AuthorityMatch>();
  authorityCalls: string[] = [];
  /** when set, reservationOfAuthority rejects with it */
  authorityFailure: Error | null = null;

  async verify(request: PaymentVerificationRequest): Promise<VerificationResult> {
    this.calls.push(request);
    if (this.gate) await this.gate;
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }

  async reservationOfAuthority(authority: string): Promise<AuthorityMatch | null> {
    this.authorityCalls.push(authority);
    if (this.authorityFailure) throw this.authorityFailure;
    return this.authorities.get(authority) ?? null;
  }
}
