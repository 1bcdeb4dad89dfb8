import type { ReservationType } from '../domain/reservation-type';
import type { ReservationTypeRepository } from '../ports/reservation-type-repository';
import { attempt, type Outcome } from './outcome';

/** One reservation type with its free slots, read afresh for its booking page. */
export class LoadReservationType {
  constructor(private readonly types: ReservationTypeRepository) {}

  execute(id: string): Promise<Outcome<ReservationType>> {
    return attempt(() => this.types.get(id), '');
  }
}
