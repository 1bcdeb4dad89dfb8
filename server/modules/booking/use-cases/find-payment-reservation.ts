import type { BookingStore } from '../ports/booking-store';

/** The customer's reservation a bank authority paid for, when the callback page lost it (another tab, cleared storage). */
export class FindPaymentReservation {
  constructor(private readonly store: Pick<BookingStore, 'reservationOfAuthority'>) {}

  execute(input: { authority: string; userId: string }): Promise<{ reservationId: string; reservationTypeId: string } | null> {
    return this.store.reservationOfAuthority(input.authority, input.userId);
  }
}
