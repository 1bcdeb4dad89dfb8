import type { AdminReservationType } from '../domain/reservation-type-admin';
import type { ScheduleRepository } from '../ports/schedule-repository';
import { attempt, type Outcome } from './outcome';

/** Every reservation type, inactive ones too, for the admin's list. */
export class LoadAdminReservationTypes {
  constructor(private readonly schedule: ScheduleRepository) {}

  execute(): Promise<Outcome<AdminReservationType[]>> {
    return attempt(() => this.schedule.listTypes(), '');
  }
}
