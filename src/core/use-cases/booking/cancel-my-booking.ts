import type { CustomerCancelOutcome } from '../../domain/customer-change';
import type { BookingChangesRepository } from '../../ports/booking/booking-changes-repository';
import { attempt, succeeded, type Outcome } from '../../domain/outcome';

/** The customer cancels their own confirmed booking; the outcome carries the server's words on what became of the money. */
export class CancelMyBooking {
  constructor(private readonly changes: BookingChangesRepository) {}

  async execute(reservationId: string): Promise<Outcome<CustomerCancelOutcome>> {
    const outcome = await attempt(
      () => this.changes.cancelMine(reservationId),
      (answer) => answer.message,
    );
    return outcome.ok ? succeeded(outcome.value.money, outcome.message) : outcome;
  }
}
