import { BOOKING_MESSAGES, isCancellable, parseCancelReason, type AdminBooking } from '../../domain/admin-booking';
import type { BookingsRepository } from '../../ports/schedule/bookings-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Cancels a confirmed or pending reservation with the admin's reason; its slot is free again. */
export class CancelBooking {
  constructor(private readonly bookings: BookingsRepository) {}

  async execute(input: { booking: Pick<AdminBooking, '_id' | 'status'>; reason: string }): Promise<Outcome<string>> {
    if (!isCancellable(input.booking.status)) return refused(BOOKING_MESSAGES.notCancellable);
    const reason = parseCancelReason(input.reason);
    if (!reason.ok) return refused(reason.message);
    return attempt(
      () => this.bookings.cancel(input.booking._id, reason.value),
      (message) => message || BOOKING_MESSAGES.cancelled,
    );
  }
}
