import type { BookableType, ReservationType } from '../../domain/reservation-type';
import type { DayRange } from '../../domain/day-range';

export interface ReservationTypeList {
  success: boolean;
  data: ReservationType[];
  message?: string;
}

export interface ReservationTypeRepository {
  list(): Promise<ReservationTypeList>;
  /** one type with the slots of `range` (the server's default month when absent) and every offered day */
  get(id: string, range?: DayRange): Promise<BookableType>;
}
