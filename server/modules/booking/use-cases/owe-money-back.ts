import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { paymentLifecycleMachine } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { CancelMoneyOutcome } from '../ports/booking-events';
import type { Actor } from '../ports/booking-store';
import type { BookingContext } from './booking-context';
import { ReverseWithBank } from './reverse-with-bank';

/**
 * After a booking is cancelled: its paid money is owed back. The payment moves to refund owed
 * and is reversed at once when the bank still allows it; otherwise it stays on the consultant's
 * refund-owed list. A free booking's payment is simply closed.
 */
export class OweMoneyBack {
  private readonly reverse: ReverseWithBank;

  constructor(private readonly context: Pick<BookingContext, 'clock' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {
    this.reverse = new ReverseWithBank(context);
  }

  async after(
    reservationId: string,
    by: { actor: Actor; actorId: string; reason: string; failureReason: string },
    at: Date,
  ): Promise<CancelMoneyOutcome> {
    const { store } = this.context;
    const paid = await store.paidPaymentOf(reservationId);
    if (!paid) return 'nothing-paid';
    const owed = lifecycleStep(paymentLifecycleMachine, paid.status, { amount: paid.amount }, { type: 'BOOKING_CANCELLED' });
    const event = { kind: 'refund-owed' as const, actor: by.actor, actorId: by.actorId, message: by.reason };
    if (
      !owed ||
      !(await store.movePayment(paid.id, { from: paid.status, to: owed, at, event }, { failureReason: by.failureReason, checkAfter: null }))
    ) {
      return 'nothing-paid';
    }
    if (owed !== 'refund_required') return 'nothing-paid';
    const result = await this.reverse.attempt({ ...paid, status: owed }, by.actor, by.actorId);
    return result.outcome === 'reversed' ? 'reversed' : 'refund-owed';
  }
}
