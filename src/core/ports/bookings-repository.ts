import type { AdminBooking, BookingFilters } from '../domain/admin-booking';
import type { PaymentHistoryAnswer } from '../domain/money-contract';

/** One booking's payment attempts and its ledger, oldest first. */
export type PaymentHistory = Omit<PaymentHistoryAnswer, 'success'>;

/** The admin's calls for every reservation. Rejections carry the Persian text to show. */
export interface BookingsRepository {
  list(filters: BookingFilters): Promise<AdminBooking[]>;
  /** where the browser downloads the filtered rows as CSV */
  exportUrl(filters: BookingFilters): string;
  /** answers the server's confirmation text */
  cancel(id: string, reason: string): Promise<string>;
  paymentHistory(id: string): Promise<PaymentHistory>;
}
