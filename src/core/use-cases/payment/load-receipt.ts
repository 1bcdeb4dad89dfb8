import type { Receipt } from '../../domain/receipt';
import type { ReceiptReader } from '../../ports/payment/receipt-reader';
import { attempt, type Outcome } from '../../domain/outcome';

/** A paid booking's receipt, or the server's reason there is none (not theirs, not paid). */
export class LoadReceipt {
  constructor(private readonly receipts: ReceiptReader) {}

  execute(reservationId: string): Promise<Outcome<Receipt>> {
    return attempt(() => this.receipts.receipt(reservationId), '');
  }
}
