import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { ApiClient } from './api-client';
import type { PaymentInitiation, PaymentInitiator } from '../../core/ports/booking/payment-initiator';
import { requestFailureFrom } from './request-failure-from';

export class HttpPaymentInitiator implements PaymentInitiator {
  constructor(private readonly http: ApiClient) {}

  async initiate(reservationId: string): Promise<PaymentInitiation> {
    try {
      const response = await this.http.post<{ paymentUrl: string }>(urlOf(bookingApi.initiatePayment), { reservationId });
      return { paymentUrl: response.data.paymentUrl };
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }
}
