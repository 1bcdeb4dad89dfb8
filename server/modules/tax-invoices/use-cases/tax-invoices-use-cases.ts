import type { TaxInvoicesPorts } from '../ports/tax-invoices-ports';
import { InquireTaxInvoices } from './inquire-tax-invoices';
import { SendTaxInvoices } from './send-tax-invoices';

export interface TaxInvoicesUseCases {
  sendTaxInvoices: SendTaxInvoices;
  inquireTaxInvoices: InquireTaxInvoices;
}

/** The module's use cases, each given only the ports it uses. */
export function taxInvoicesUseCases(ports: TaxInvoicesPorts): TaxInvoicesUseCases {
  return {
    sendTaxInvoices: new SendTaxInvoices({ taxpayerSystem: ports.taxpayerSystem }),
    inquireTaxInvoices: new InquireTaxInvoices({ taxpayerSystem: ports.taxpayerSystem }),
  };
}
