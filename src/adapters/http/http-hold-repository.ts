import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { ApiClient } from './api-client';
import type { CustomerHold, MyHoldAnswer } from '../../core/domain/money-contract';
import type { HoldRepository } from '../../core/ports/booking/hold-repository';
import { requestFailureFrom } from './request-failure-from';

export class HttpHoldRepository implements HoldRepository {
  constructor(private readonly http: ApiClient) {}

  async myHold(): Promise<CustomerHold | null> {
    try {
      const { data } = await this.http.get<MyHoldAnswer>(urlOf(bookingApi.myHold));
      return data.hold;
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }

  async release(reservationId: string): Promise<string> {
    try {
      const { data } = await this.http.post<{ message: string }>(urlOf(bookingApi.releaseHold, { id: reservationId }));
      return data.message;
    } catch (error) {
      throw requestFailureFrom(error);
    }
  }
}
