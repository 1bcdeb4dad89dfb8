import type { ReservationType } from '../domain/reservation-type';

export interface ReservationTypeList {
  success: boolean;
  data: ReservationType[];
  message?: string;
}

export interface ReservationTypeRepository {
  list(): Promise<ReservationTypeList>;
  get(id: string): Promise<ReservationType>;
}
