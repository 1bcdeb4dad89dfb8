import type { AdminBooking, BookingFilters } from '../../domain/admin-booking';
import type { PaymentHistoryAnswer } from '../../domain/money-contract';
import type { KnownCustomer, PhoneBooking } from '../../domain/phone-booking';

/** One booking's payment attempts and its ledger, oldest first. */
export type PaymentHistory = Omit<PaymentHistoryAnswer, 'success'>;

/** The admin's calls for every reservation. Rejections carry the Persian text to show. */
export interface BookingsRepository {
  list(filters: BookingFilters): Promise<AdminBooking[]>;
  /** where the browser downloads the filtered rows as CSV */
  exportUrl(filters: BookingFilters): string;
  /** answers the server's confirmation text */
  cancel(id: string, reason: string): Promise<string>;
  /** marks the session as missed by its customer (or takes the mark back); answers the server's text */
  markNoShow(id: string, missed: boolean): Promise<string>;
  paymentHistory(id: string): Promise<PaymentHistory>;
  /** accounts whose name, e-mail or mobile holds the search */
  findCustomers(search: string): Promise<KnownCustomer[]>;
  /** books for a customer who phoned; answers the server's confirmation text */
  bookForCaller(booking: PhoneBooking): Promise<string>;
}
