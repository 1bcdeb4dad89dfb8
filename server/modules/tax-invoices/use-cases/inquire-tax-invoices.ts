import type { InvoiceVerdict, TaxInvoicesPorts } from '../ports/tax-invoices-ports';
import { failedWith, type TaxpayerResult } from './send-tax-invoices';

/** Asks the taxpayer system for its verdict on invoices sent, by their reference numbers. */
export class InquireTaxInvoices {
  constructor(private readonly ports: Pick<TaxInvoicesPorts, 'taxpayerSystem'>) {}

  async execute(referenceNumbers: readonly string[]): Promise<TaxpayerResult<InvoiceVerdict[]>> {
    const answer = await this.ports.taxpayerSystem.inquireByReference(referenceNumbers);
    return answer.ok ? answer : failedWith(answer.failure);
  }
}
