import type { Receipt } from '../../domain/receipt';

/** GET /api/reservations/{id}/receipt: the signed-in customer's receipt of a paid booking; rejects with the server's reason. */
export interface ReceiptReader {
  receipt(reservationId: string): Promise<Receipt>;
}
