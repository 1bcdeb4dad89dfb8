import type { TaxInvoicesRepository, TaxInvoicesShown } from '../../ports/practice/tax-invoices-repository';
import type { TaxInvoiceLifecycleStatus } from '../../domain/tax/tax-invoice-status';
import { attempt, type Outcome } from '../../domain/outcome';

/** One page of the consultant's e-invoices, newest first, all or of one status; `cursor` the previous page's `nextCursor`. */
export class LoadTaxInvoices {
  constructor(private readonly invoices: TaxInvoicesRepository) {}

  execute(filter: { status: TaxInvoiceLifecycleStatus | null; cursor: string | null }): Promise<Outcome<TaxInvoicesShown>> {
    return attempt(() => this.invoices.page(filter), '');
  }
}
