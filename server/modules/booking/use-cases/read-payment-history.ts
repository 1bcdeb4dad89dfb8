import type { PaymentHistoryAnswer } from '../../../../src/core/domain/money-contract';
import type { BookingReads } from '../ports/booking-reads';

/** A booking's payments and their ledger, for the consultant; null when there is no such booking. */
export class ReadPaymentHistory {
  constructor(private readonly reads: Pick<BookingReads, 'paymentHistory'>) {}

  execute(reservationId: string): Promise<Omit<PaymentHistoryAnswer, 'success'> | null> {
    return this.reads.paymentHistory(reservationId);
  }
}
