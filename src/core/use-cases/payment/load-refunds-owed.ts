import type { RefundsOwed, RefundsRepository } from '../../ports/payment/refunds-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The refunds the consultant still owes, oldest first, and what the bank says is misconfigured. */
export class LoadRefundsOwed {
  constructor(private readonly refunds: RefundsRepository) {}

  execute(): Promise<Outcome<RefundsOwed>> {
    return attempt(() => this.refunds.owed(), '');
  }
}
