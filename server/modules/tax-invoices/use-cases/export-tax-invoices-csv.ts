import type { TaxInvoicesQuery } from '../../../../src/core/contracts/api/tax-invoices-api';
import type { Clock } from '../../../ports/clock';
import type { TaxInvoiceStore } from '../ports/tax-invoice-store';
import { TAX_CSV_ROWS_LIMIT, taxInvoicesCsv } from '../tax-invoices-csv';
import { invoiceView } from './list-tax-invoices';

/** The invoices (all, or of one status) as CSV for the accountant, newest first, at most TAX_CSV_ROWS_LIMIT rows. */
export class ExportTaxInvoicesCsv {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'list'>,
    private readonly clock: Clock,
  ) {}

  async execute(query: TaxInvoicesQuery): Promise<{ fileName: string; csv: string }> {
    const rows = await this.store.list({ status: query.status ?? null, cursor: null }, TAX_CSV_ROWS_LIMIT);
    const day = this.clock.now().toISOString().slice(0, 10);
    return { fileName: `tax-invoices-${day}.csv`, csv: taxInvoicesCsv(rows.map(invoiceView)) };
  }
}
