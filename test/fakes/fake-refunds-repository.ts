import type { GatewayProblem, RefundOwed } from '../../src/core/domain/money-contract';
import type { RefundsOwed, RefundsRepository } from '../../src/core/ports/payment/refunds-repository';

/**
 * The refunds owed in memory. A reverse succeeds unless `reverseRefusal` is set (the bank's
 * refusal, as the server words it); a settled refund leaves the list as it does on the server.
 */
export class FakeRefundsRepository implements RefundsRepository {
  reverseCalls: string[] = [];
  markCalls: Array<{ paymentId: string; note: string }> = [];
  loadFailure: string | null = null;
  reverseRefusal: string | null = null;

  constructor(
    public refunds: RefundOwed[] = [],
    public gatewayProblems: GatewayProblem[] = [],
  ) {}

  async owed(): Promise<RefundsOwed> {
    if (this.loadFailure) throw new Error(this.loadFailure);
    return { refunds: [...this.refunds], gatewayProblems: [...this.gatewayProblems] };
  }

  async reverse(paymentId: string): Promise<string> {
    this.reverseCalls.push(paymentId);
    if (this.reverseRefusal) throw new Error(this.reverseRefusal);
    this.settle(paymentId);
    return 'مبلغ از طریق بانک به کارت مشتری بازگردانده شد';
  }

  async markRefunded(paymentId: string, note: string): Promise<string> {
    this.markCalls.push({ paymentId, note });
    this.settle(paymentId);
    return 'بازپرداخت ثبت شد';
  }

  private settle(paymentId: string): void {
    if (!this.refunds.some((refund) => refund.paymentId === paymentId)) throw new Error('برای این پرداخت مبلغی بدهکار نیستید');
    this.refunds = this.refunds.filter((refund) => refund.paymentId !== paymentId);
  }
}
