import type { Clock } from '../../../ports/clock';
import type { TaxInvoiceKeepingPorts, TaxInvoicesPorts } from '../ports/tax-invoices-ports';
import { AnswerReturnedMoney } from './answer-returned-money';
import { CorrectTaxInvoice } from './correct-tax-invoice';
import { ExportTaxInvoicesCsv } from './export-tax-invoices-csv';
import { InquireDueInvoices } from './inquire-due-invoices';
import { InquireTaxInvoices } from './inquire-tax-invoices';
import { IssueTaxInvoices } from './issue-tax-invoices';
import { ListTaxInvoices } from './list-tax-invoices';
import { ResendTaxInvoice } from './resend-tax-invoice';
import { RunTaxInvoices } from './run-tax-invoices';
import { SendDueInvoices } from './send-due-invoices';
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

export interface TaxInvoiceKeepingUseCases {
  runTaxInvoices: RunTaxInvoices;
  listTaxInvoices: ListTaxInvoices;
  exportTaxInvoicesCsv: ExportTaxInvoicesCsv;
  resendTaxInvoice: ResendTaxInvoice;
  correctTaxInvoice: CorrectTaxInvoice;
}

/** The running module's use cases: the job's run and the consultant's tab. `retryBaseMs` is the first wait after a try without a verdict. */
export function taxInvoiceKeepingUseCases(ports: TaxInvoiceKeepingPorts, clock: Clock, retryBaseMs: number): TaxInvoiceKeepingUseCases {
  const { store, settings, systemFor } = ports;
  return {
    runTaxInvoices: new RunTaxInvoices(settings, systemFor, {
      issue: new IssueTaxInvoices(store, clock),
      returns: new AnswerReturnedMoney(store, clock),
      send: new SendDueInvoices(store, clock, retryBaseMs),
      inquire: new InquireDueInvoices(store, clock, retryBaseMs),
    }),
    listTaxInvoices: new ListTaxInvoices(store, settings, clock),
    exportTaxInvoicesCsv: new ExportTaxInvoicesCsv(store, clock),
    resendTaxInvoice: new ResendTaxInvoice(store, clock),
    correctTaxInvoice: new CorrectTaxInvoice(store, settings, clock),
  };
}
