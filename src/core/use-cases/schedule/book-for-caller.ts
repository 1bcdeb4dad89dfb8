import { parseBookingSearch } from '../../domain/booking-search';
import { parsePhoneBooking, PHONE_BOOKING_MESSAGES, type KnownCustomer } from '../../domain/phone-booking';
import type { BookingsRepository } from '../../ports/schedule/bookings-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** The accounts the customer who phoned may be, by part of their name, e-mail or mobile. */
export class FindCustomers {
  constructor(private readonly bookings: BookingsRepository) {}

  execute(search: string): Promise<Outcome<KnownCustomer[]>> {
    const folded = parseBookingSearch(search);
    if (!folded.ok) return Promise.resolve(refused(folded.message));
    return attempt(() => this.bookings.findCustomers(search), '');
  }
}

/** The consultant books for a customer who phoned: checked by the same rule as the server, then sent. */
export class BookForCaller {
  constructor(private readonly bookings: BookingsRepository) {}

  execute(input: unknown): Promise<Outcome<string>> {
    const booking = parsePhoneBooking(input);
    if (!booking.ok) return Promise.resolve(refused(booking.message));
    return attempt(
      () => this.bookings.bookForCaller(booking.value),
      (message) => message || PHONE_BOOKING_MESSAGES.booked,
    );
  }
}
