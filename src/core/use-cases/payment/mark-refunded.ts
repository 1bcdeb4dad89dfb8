import { parseRefundNote } from '../../domain/refund-note';
import type { RefundsRepository } from '../../ports/payment/refunds-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

const MARKED_REFUNDED = 'بازپرداخت ثبت شد';

/** Records that the consultant gave an owed payment back themselves, with an optional note. */
export class MarkRefunded {
  constructor(private readonly refunds: RefundsRepository) {}

  async execute(input: { paymentId: string; note: string }): Promise<Outcome<string>> {
    const note = parseRefundNote(input.note);
    if (!note.ok) return refused(note.message);
    return attempt(
      () => this.refunds.markRefunded(input.paymentId, note.value),
      (message) => message || MARKED_REFUNDED,
    );
  }
}
