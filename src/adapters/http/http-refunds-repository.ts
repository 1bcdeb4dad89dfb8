import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { ApiClient } from './api-client';
import type { RefundsOwedAnswer } from '../../core/domain/money-contract';
import type { RefundsOwed, RefundsRepository } from '../../core/ports/payment/refunds-repository';
import { withPersianErrors } from './api-failure';

export class HttpRefundsRepository implements RefundsRepository {
  constructor(private readonly http: ApiClient) {}

  async owed(): Promise<RefundsOwed> {
    const response = await withPersianErrors(() => this.http.get<RefundsOwedAnswer>(urlOf(bookingApi.refundsOwed)));
    const { refunds, gatewayProblems } = response.data;
    return { refunds, gatewayProblems };
  }

  async reverse(paymentId: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ message: string }>(urlOf(bookingApi.reversePayment, { id: paymentId })),
    );
    return response.data.message;
  }

  async markRefunded(paymentId: string, note: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ message: string }>(urlOf(bookingApi.markRefunded, { id: paymentId }), note ? { note } : {}),
    );
    return response.data.message;
  }
}
