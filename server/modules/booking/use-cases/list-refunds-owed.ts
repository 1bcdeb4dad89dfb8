import type { GatewayProblem, RefundOwed } from '../../../../src/core/domain/money-contract';
import type { Clock } from '../../../ports/clock';
import type { BookingReads } from '../ports/booking-reads';

/** What the refund-owed list carries at most: it is a to-do list, and a long one is a problem to see, not to page. */
export const REFUNDS_OWED_LIMIT = 200;
const GATEWAY_PROBLEMS_WINDOW_MS = 24 * 60 * 60 * 1000;
const GATEWAY_PROBLEMS_SHOWN = 5;

/** The consultant's money to-do: refunds owed, and the bank's problems of the last day beside them. */
export class ListRefundsOwed {
  constructor(
    private readonly reads: Pick<BookingReads, 'refundsOwed' | 'gatewayProblems'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ refunds: RefundOwed[]; gatewayProblems: GatewayProblem[] }> {
    const [refunds, gatewayProblems] = await Promise.all([
      this.reads.refundsOwed(REFUNDS_OWED_LIMIT),
      this.reads.gatewayProblems(new Date(this.clock.now().getTime() - GATEWAY_PROBLEMS_WINDOW_MS), GATEWAY_PROBLEMS_SHOWN),
    ]);
    return { refunds, gatewayProblems };
  }
}
