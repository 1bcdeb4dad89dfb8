import type { Receipt } from '../../src/core/domain/receipt';
import type { ReceiptReader } from '../../src/core/ports/payment/receipt-reader';

/** Receipts by reservation id; any other id is refused as the server refuses an unknown booking. */
export class FakeReceiptReader implements ReceiptReader {
  refusal = 'رزرو پیدا نشد';

  constructor(public receipts: Receipt[] = []) {}

  async receipt(reservationId: string): Promise<Receipt> {
    const found = this.receipts.find((receipt) => receipt.reservationId === reservationId);
    if (!found) throw new Error(this.refusal);
    return { ...found };
  }
}

export function sampleReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    reservationId: 'r-1',
    consultantName: 'مهدی رستگار',
    typeTitle: 'مشاوره مالیاتی',
    date: '2026-11-25',
    time: '10:00',
    amount: 1_250_000,
    refId: '556677889',
    cardPan: '603799******1234',
    paidAt: '2026-11-22T08:03:00.000Z',
    paymentStatus: 'paid',
    ...overrides,
  };
}
