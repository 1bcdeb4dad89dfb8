import type { AxiosInstance } from 'axios';
import type { PaymentInitiation, PaymentInitiator } from '../../core/ports/payment-initiator';
import { requestFailureFrom } from './request-failure-from';

export class HttpPaymentInitiator implements PaymentInitiator {
  constructor(private readonly http: AxiosInstance) {}

  async initiate(reservationId: string): Promise<PaymentInitiation> {
    try {
      const response = await this.http.post<{ paymentUrl: string }>('/api/payments/initiate', { reservationId });
      return { paymentUrl: response.data.paymentUrl };
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }
}
