import type { RefundsOwedAnswer } from '../../domain/money-contract';

/** The payments whose money must go back, and the gateway's configuration problems. */
export type RefundsOwed = Omit<RefundsOwedAnswer, 'success'>;

/**
 * The consultant's calls about money owed back to customers. Each action answers the server's
 * confirmation and rejects with its Persian refusal (a bank's refusal names the bank's code).
 */
export interface RefundsRepository {
  owed(): Promise<RefundsOwed>;
  /** asks the bank again to put the money back on the customer's card */
  reverse(paymentId: string): Promise<string>;
  /** records that the consultant gave the money back themselves */
  markRefunded(paymentId: string, note: string): Promise<string>;
}
