import type { ApiClient } from './api-client';
import type { PaymentInitiation, PaymentInitiator } from '../../core/ports/payment-initiator';
import { requestFailureFrom } from './request-failure-from';

export class HttpPaymentInitiator implements PaymentInitiator {
  constructor(private readonly http: ApiClient) {}

  async initiate(reservationId: string): Promise<PaymentInitiation> {
    try {
      const response = await this.http.post<{ paymentUrl: string }>('/api/payments/initiate', { reservationId });
      return { paymentUrl: response.data.paymentUrl };
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }
}
