import type { BookingChangesRepository } from '../../ports/booking/booking-changes-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The customer moves their own confirmed booking to another free time of its type. */
export class MoveMyBooking {
  constructor(private readonly changes: BookingChangesRepository) {}

  execute(input: { reservationId: string; date: string; timeSlot: string }): Promise<Outcome<string>> {
    return attempt(
      () => this.changes.moveMine(input.reservationId, { date: input.date, timeSlot: input.timeSlot }),
      (message) => message,
    );
  }
}
