import type { AuthorityMatch, PaymentVerifier } from '../../ports/payment/payment-verifier';

/**
 * The callback lost the reservation id kept when booking began (another tab, cleared storage):
 * the server tells which of this customer's reservations the bank's authority belongs to.
 * Null when it cannot tie them, or gives no answer.
 */
export class FindReservationByAuthority {
  constructor(private readonly verifier: PaymentVerifier) {}

  async execute(authority: string): Promise<AuthorityMatch | null> {
    try {
      return await this.verifier.reservationOfAuthority(authority);
    } catch {
      return null;
    }
  }
}
