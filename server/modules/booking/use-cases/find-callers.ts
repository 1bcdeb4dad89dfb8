import { CUSTOMER_SEARCH_LIMIT, type KnownCustomer } from '../../../../src/core/domain/phone-booking';
import type { PhoneBookingStore } from '../ports/phone-booking-store';

/** The accounts a consultant's search for a caller finds (by name, mobile or e-mail, folded). */
export class FindCallers {
  constructor(private readonly phoneBookings: Pick<PhoneBookingStore, 'findCustomers'>) {}

  execute(folded: string): Promise<KnownCustomer[]> {
    return this.phoneBookings.findCustomers(folded, CUSTOMER_SEARCH_LIMIT);
  }
}
