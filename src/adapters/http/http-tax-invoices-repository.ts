import { taxInvoicesApi, type TaxInvoiceCorrection, type TaxInvoicesPage } from '../../core/contracts/api/tax-invoices-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { TaxInvoiceLifecycleStatus } from '../../core/domain/tax/tax-invoice-status';
import type { TaxInvoicesRepository, TaxInvoicesShown } from '../../core/ports/practice/tax-invoices-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpTaxInvoicesRepository implements TaxInvoicesRepository {
  constructor(private readonly http: ApiClient) {}

  async page(filter: { status: TaxInvoiceLifecycleStatus | null; cursor: string | null }): Promise<TaxInvoicesShown> {
    const url = urlOf(taxInvoicesApi.list, {}, { status: filter.status ?? undefined, cursor: filter.cursor ?? undefined });
    const { invoices, nextCursor, problems, sendingOn } = (await withPersianErrors(() => this.http.get<TaxInvoicesPage>(url))).data;
    return { invoices, nextCursor, problems, sendingOn };
  }

  csvUrl(status: TaxInvoiceLifecycleStatus | null): string {
    return urlOf(taxInvoicesApi.exportCsv, {}, { status: status ?? undefined });
  }

  async resend(id: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ success: true; message: string }>(urlOf(taxInvoicesApi.resend, { id })),
    );
    return response.data.message;
  }

  async correct(id: string, correction: TaxInvoiceCorrection): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ success: true; message: string }>(urlOf(taxInvoicesApi.correct, { id }), correction),
    );
    return response.data.message;
  }
}
