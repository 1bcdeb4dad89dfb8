import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { paymentLifecycleMachine } from '../../../../src/core/machines/payment-lifecycle-machine';
import { parseRefundNote } from '../../../../src/core/domain/refund-note';
import { REFUND_MESSAGES as M } from '../booking-messages';
import type { BookingContext } from './booking-context';
import { Refusal } from '../../refusal';

/** The consultant gave the money back outside the bank's reverse (a card transfer) and records it. */
export class MarkRefunded {
  constructor(private readonly context: Pick<BookingContext, 'clock' | 'store'>) {}

  async execute(input: { consultantId: string; paymentId: string; note: string }): Promise<void> {
    const { store, clock } = this.context;
    const note = parseRefundNote(input.note);
    if (!note.ok) throw new Refusal('invalid', note.message);
    const payment = await store.findPayment(input.paymentId);
    if (!payment) throw new Refusal('not-found', M.paymentNotFound);
    const to = lifecycleStep(paymentLifecycleMachine, payment.status, { amount: payment.amount }, { type: 'MARKED_REFUNDED' });
    const at = clock.now();
    const event = {
      kind: 'marked-refunded' as const,
      actor: 'consultant' as const,
      actorId: input.consultantId,
      message: note.value || null,
    };
    if (!to || !(await store.movePayment(payment.id, { from: payment.status, to, at, event }, { checkAfter: null }))) {
      throw new Refusal('conflict', M.nothingOwed);
    }
  }
}
