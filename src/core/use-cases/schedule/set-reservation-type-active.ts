import { TYPE_ACTION_MESSAGES, type AdminReservationType } from '../../domain/reservation-type-admin';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** Hides a type from customers (its bookings stay) or shows it again. */
export class SetReservationTypeActive {
  constructor(private readonly schedule: ScheduleRepository) {}

  execute(input: { id: string; active: boolean }): Promise<Outcome<AdminReservationType>> {
    return attempt(
      () => this.schedule.setTypeActive(input.id, input.active),
      input.active ? TYPE_ACTION_MESSAGES.activated : TYPE_ACTION_MESSAGES.deactivated,
    );
  }
}
