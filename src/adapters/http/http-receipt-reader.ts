import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { Receipt } from '../../core/domain/receipt';
import type { ReceiptReader } from '../../core/ports/payment/receipt-reader';
import type { ApiClient } from './api-client';
import { requestFailureFrom } from './request-failure-from';

export class HttpReceiptReader implements ReceiptReader {
  constructor(private readonly http: ApiClient) {}

  async receipt(reservationId: string): Promise<Receipt> {
    try {
      const { data } = await this.http.get<{ receipt: Receipt }>(urlOf(bookingApi.receipt, { id: reservationId }));
      return data.receipt;
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }
}
