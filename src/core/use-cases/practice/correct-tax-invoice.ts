import type { TaxInvoiceCorrection } from '../../contracts/api/tax-invoices-api';
import type { TaxInvoicesRepository } from '../../ports/practice/tax-invoices-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The consultant replaces a rejected e-invoice by a new one, with the buyer's ID as corrected (absent keeps it, null names no buyer). */
export class CorrectTaxInvoice {
  constructor(private readonly invoices: TaxInvoicesRepository) {}

  execute(id: string, correction: TaxInvoiceCorrection): Promise<Outcome<string>> {
    return attempt(
      () => this.invoices.correct(id, correction),
      (message) => message,
    );
  }
}
