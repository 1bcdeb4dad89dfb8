import type { CustomerHold } from '../../domain/money-contract';

/**
 * The signed-in customer's live unpaid hold: GET /api/reservations/my-hold and
 * POST /api/reservations/{id}/release. A failure rejects with a RequestFailure.
 */
export interface HoldRepository {
  myHold(): Promise<CustomerHold | null>;
  /** frees the held time for everyone; resolves with the server's Persian confirmation */
  release(reservationId: string): Promise<string>;
}
