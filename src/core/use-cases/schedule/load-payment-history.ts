import type { BookingsRepository, PaymentHistory } from '../../ports/schedule/bookings-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** One booking's payment attempts and ledger, for the consultant. */
export class LoadPaymentHistory {
  constructor(private readonly bookings: BookingsRepository) {}

  execute(reservationId: string): Promise<Outcome<PaymentHistory>> {
    return attempt(() => this.bookings.paymentHistory(reservationId), '');
  }
}
