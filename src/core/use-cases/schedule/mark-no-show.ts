import { BOOKING_MESSAGES, noShowRefusal, type AdminBooking } from '../../domain/admin-booking';
import type { BookingsRepository } from '../../ports/schedule/bookings-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Marks a past confirmed session as missed by its customer, or takes the mark back. */
export class MarkNoShow {
  constructor(private readonly bookings: BookingsRepository) {}

  async execute(input: {
    booking: Pick<AdminBooking, '_id' | 'status' | 'date' | 'time'>;
    missed: boolean;
    now: number;
  }): Promise<Outcome<string>> {
    const refusal = noShowRefusal(input.booking, input.now);
    if (refusal) return refused(refusal);
    const done = input.missed ? BOOKING_MESSAGES.noShowMarked : BOOKING_MESSAGES.noShowCleared;
    return attempt(
      () => this.bookings.markNoShow(input.booking._id, input.missed),
      (message) => message || done,
    );
  }
}
