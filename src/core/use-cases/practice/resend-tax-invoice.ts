import type { TaxInvoicesRepository } from '../../ports/practice/tax-invoices-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The consultant asks for an e-invoice still waiting to be sent or answered to be taken up at once. */
export class ResendTaxInvoice {
  constructor(private readonly invoices: TaxInvoicesRepository) {}

  execute(id: string): Promise<Outcome<string>> {
    return attempt(
      () => this.invoices.resend(id),
      (message) => message,
    );
  }
}
