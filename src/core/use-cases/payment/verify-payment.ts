import type { PaymentVerificationRequest, PaymentVerifier, VerificationResult } from '../../ports/payment/payment-verifier';

export const VERIFY_NO_ANSWER =
  'پاسخی از سرور دریافت نشد؛ اگر مبلغی از حساب شما کم شده باشد، نتیجه پرداخت در «رزروهای من» نمایش داده می‌شود';

/** Asks the server whether the bank's callback is a real payment: paid, still being checked, or failed. */
export class VerifyPayment {
  constructor(private readonly verifier: PaymentVerifier) {}

  async execute(input: PaymentVerificationRequest): Promise<VerificationResult> {
    try {
      return await this.verifier.verify(input);
    } catch {
      // No answer is no proof of payment; the failure display says where the result will show.
      return { state: 'failed', message: VERIFY_NO_ANSWER, reservationTypeId: null };
    }
  }
}
