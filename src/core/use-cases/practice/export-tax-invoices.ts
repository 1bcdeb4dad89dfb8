import type { TaxInvoicesRepository } from '../../ports/practice/tax-invoices-repository';
import type { TaxInvoiceLifecycleStatus } from '../../domain/tax/tax-invoice-status';

/** The address of the e-invoices' CSV for the accountant, all or of one status. */
export class ExportTaxInvoices {
  constructor(private readonly invoices: TaxInvoicesRepository) {}

  execute(status: TaxInvoiceLifecycleStatus | null): string {
    return this.invoices.csvUrl(status);
  }
}
