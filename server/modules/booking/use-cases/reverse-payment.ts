import { owesMoneyBack } from '../../../../src/core/domain/money-status';
import { REFUND_MESSAGES as M } from '../booking-messages';
import type { BookingContext } from './booking-context';
import { Refusal } from '../../refusal';
import { ReverseWithBank } from './reverse-with-bank';

/** The consultant's 'retry reverse' on an owed payment. */
export class ReversePayment {
  private readonly reverse: ReverseWithBank;

  constructor(private readonly context: Pick<BookingContext, 'clock' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {
    this.reverse = new ReverseWithBank(context);
  }

  async execute(input: { consultantId: string; paymentId: string }): Promise<void> {
    const payment = await this.context.store.findPayment(input.paymentId);
    if (!payment) throw new Refusal('not-found', M.paymentNotFound);
    if (!owesMoneyBack(payment.status)) throw new Refusal('conflict', M.nothingOwed);
    const result = await this.reverse.attempt(payment, 'consultant', input.consultantId);
    if (result.outcome !== 'reversed') throw new Refusal('unavailable', M.reverseRefused(result.code, result.message));
  }
}
