import type { AdminReservationType } from '../../domain/reservation-type-admin';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** Every reservation type, inactive ones too, for the admin's list. */
export class LoadAdminReservationTypes {
  constructor(private readonly schedule: ScheduleRepository) {}

  execute(): Promise<Outcome<AdminReservationType[]>> {
    return attempt(() => this.schedule.listTypes(), '');
  }
}
