import type { ApiClient } from './api-client';
import type { RefundsOwedAnswer } from '../../core/domain/money-contract';
import type { RefundsOwed, RefundsRepository } from '../../core/ports/refunds-repository';
import { withPersianErrors } from './api-failure';

export class HttpRefundsRepository implements RefundsRepository {
  constructor(private readonly http: ApiClient) {}

  async owed(): Promise<RefundsOwed> {
    const response = await withPersianErrors(() => this.http.get<RefundsOwedAnswer>('/api/payments/refunds-owed'));
    const { refunds, gatewayProblems } = response.data;
    return { refunds, gatewayProblems };
  }

  async reverse(paymentId: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ message: string }>(`/api/payments/${encodeURIComponent(paymentId)}/reverse`));
    return response.data.message;
  }

  async markRefunded(paymentId: string, note: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ message: string }>(`/api/payments/${encodeURIComponent(paymentId)}/mark-refunded`, note ? { note } : {}));
    return response.data.message;
  }
}
