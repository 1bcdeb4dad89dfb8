import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { ApiClient } from './api-client';
import type { MyReservation } from '../../core/domain/my-reservation';
import type { MyReservationsRepository } from '../../core/ports/booking/my-reservations-repository';

export class HttpMyReservationsRepository implements MyReservationsRepository {
  constructor(private readonly http: ApiClient) {}

  async listMine(): Promise<MyReservation[]> {
    const { data } = await this.http.get<{ reservations: MyReservation[] }>(urlOf(bookingApi.myReservations));
    return data.reservations;
  }
}
