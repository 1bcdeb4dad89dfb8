import type { KnownCustomer, PhoneCustomer } from '../../../../src/core/domain/phone-booking';

/** The gateway a payment taken outside the site is recorded under: no bank knows it, so cancelling owes it back by hand. */
export const OUTSIDE_GATEWAY = 'outside';

/** A booking the consultant makes for a customer who phoned, confirmed at once. */
export interface NewPhoneBooking {
  customer: PhoneCustomer;
  reservationTypeId: string;
  date: string;
  time: string;
  /** what the customer paid: the amount paid outside the site, 0 when free */
  price: number;
  /** tomans paid outside the site; null when the session is free */
  paidOutside: number | null;
  consultantId: string;
  now: Date;
  /** holds that began at or before this instant have lapsed */
  lapsedBefore: Date;
}

/** Where phone bookings are written. */
export interface PhoneBookingStore {
  /** accounts whose name, e-mail or mobile holds the folded text, by name, at most `limit` */
  findCustomers(folded: string, limit: number): Promise<KnownCustomer[]>;
  /**
   * In one transaction: the new customer's account (no usable password: they claim it through
   * the password reset) when one is given, the confirmed reservation, its payment (outside the
   * site, or free) and the ledger lines with the consultant as actor. Throws SlotTakenError when
   * the one-calendar rule refuses the time.
   */
  book(booking: NewPhoneBooking): Promise<{ reservationId: string } | 'customer-not-found' | 'email-taken'>;
}
