import { type ApiClient, isHttpError } from './api-client';
import type { PaymentVerificationRequest, PaymentVerifier } from '../../core/ports/payment-verifier';

export class HttpPaymentVerifier implements PaymentVerifier {
  constructor(private readonly http: ApiClient) {}

  async verify({ authority, status, reservationId }: PaymentVerificationRequest): Promise<boolean> {
    try {
      await this.http.post('/api/payments/verify', { Authority: authority, Status: status, reservationId });
      return true;
    } catch (error) {
      if (isHttpError(error) && error.response) return false;
      throw error;
    }
  }
}
