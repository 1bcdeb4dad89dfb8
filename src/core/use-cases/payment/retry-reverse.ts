import type { RefundsRepository } from '../../ports/payment/refunds-repository';
import { attempt, type Outcome } from '../../domain/outcome';

const REVERSED = 'مبلغ از طریق بانک به کارت مشتری بازگردانده شد';

/** Asks the bank once more to give an owed payment back to the customer's card. */
export class RetryReverse {
  constructor(private readonly refunds: RefundsRepository) {}

  execute(paymentId: string): Promise<Outcome<string>> {
    return attempt(
      () => this.refunds.reverse(paymentId),
      (message) => message || REVERSED,
    );
  }
}
