import type { BookableType } from '../../domain/reservation-type';
import { rangeOfAddress } from '../../domain/booking-months';
import type { ReservationTypeRepository } from '../../ports/booking/reservation-type-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** One reservation type with its offered days, read afresh for its booking page. */
export class LoadReservationType {
  constructor(private readonly types: ReservationTypeRepository) {}

  /** `near` (a day, or a Jalali month as `?month=` names it) chooses the month whose slots come along; else the server's first month. */
  execute(id: string, near?: string | null): Promise<Outcome<BookableType>> {
    return attempt(() => this.types.get(id, rangeOfAddress(near)), '');
  }
}
