import { TYPE_ACTION_MESSAGES, type AdminReservationType } from '../../domain/reservation-type-admin';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Deletes a type that was never booked; one with bookings is only ever deactivated. */
export class DeleteReservationType {
  constructor(private readonly schedule: ScheduleRepository) {}

  async execute(type: Pick<AdminReservationType, '_id' | 'reservationCount'>): Promise<Outcome<void>> {
    if (type.reservationCount > 0) return refused(TYPE_ACTION_MESSAGES.hasBookings);
    return attempt(() => this.schedule.deleteType(type._id), TYPE_ACTION_MESSAGES.deleted);
  }
}
