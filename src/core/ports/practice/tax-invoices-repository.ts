import type { TaxInvoiceCorrection, TaxInvoicesPage } from '../../contracts/api/tax-invoices-api';
import type { TaxInvoiceLifecycleStatus } from '../../domain/tax/tax-invoice-status';

/** One page of the consultant's e-invoices, with the configuration errors the taxpayer system showed lately. */
export type TaxInvoicesShown = Omit<TaxInvoicesPage, 'success'>;

/** The consultant's e-invoices (سامانه مودیان): read a page, send one again, correct a rejected one. Rejections carry the Persian text to show. */
export interface TaxInvoicesRepository {
  page(filter: { status: TaxInvoiceLifecycleStatus | null; cursor: string | null }): Promise<TaxInvoicesShown>;
  /** the CSV's address for the same filter */
  csvUrl(status: TaxInvoiceLifecycleStatus | null): string;
  resend(id: string): Promise<string>;
  correct(id: string, correction: TaxInvoiceCorrection): Promise<string>;
}
