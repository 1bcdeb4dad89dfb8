import { isReceiptPaymentStatus, type Receipt } from '../../../../src/core/domain/receipt';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { BookingReads } from '../ports/booking-reads';
import { Refusal } from '../../refusal';

/** The name the practice gives its consultant on what it hands a customer (the owner's, from «تنظیمات سایت»). */
export type ConsultantName = () => Promise<string>;

/**
 * A paid booking's receipt, for its own customer only: anyone else's booking is refused exactly
 * as an unknown one is. A booking no bank paid (a free one included) has no receipt, and says so.
 */
export class ReadReceipt {
  constructor(
    private readonly reads: Pick<BookingReads, 'receiptFacts'>,
    private readonly consultantName: ConsultantName,
  ) {}

  async execute({ userId, reservationId }: { userId: string; reservationId: string }): Promise<Receipt> {
    const facts = await this.reads.receiptFacts(reservationId);
    if (!facts || facts.userId !== userId) throw new Refusal('not-found', M.reservationNotFound);
    const { payment } = facts;
    if (!payment || payment.amount === 0 || !isReceiptPaymentStatus(payment.status)) throw new Refusal('conflict', M.noReceipt);
    return {
      reservationId,
      consultantName: await this.consultantName(),
      typeTitle: facts.typeTitle,
      date: facts.date,
      time: facts.time,
      amount: payment.amount,
      refId: payment.refId,
      cardPan: payment.cardPan,
      paidAt: payment.paidAt,
      paymentStatus: payment.status,
      ...(facts.acceptedTaxId ? { taxId: facts.acceptedTaxId } : {}),
    };
  }
}
