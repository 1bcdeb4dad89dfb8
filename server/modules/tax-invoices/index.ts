import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/job-runner';
import type { Clock } from '../../ports/clock';
import { taxInvoicesRoutes } from './http/tax-invoices-routes';
import type { TaxInvoiceKeepingPorts } from './ports/tax-invoices-ports';
import {
  taxInvoiceKeepingUseCases,
  taxInvoicesUseCases,
  type TaxInvoiceKeepingUseCases,
  type TaxInvoicesUseCases,
} from './use-cases/tax-invoices-use-cases';

/**
 * The tax-invoices module's public entry: official e-invoices sent to the taxpayer system
 * (سامانه مودیان, API v2) and their verdicts asked for. One invoice per confirmed paid booking,
 * issued by the job (`tax-invoices`) while sending is on, with its tax ID from the memory ID,
 * the paid day and the seller's next serial; a cancelling invoice when the money goes back; sent
 * and asked about exactly once across processes, with growing waits; the consultant's list, CSV,
 * resend and correct. The composition root builds the `TaxpayerSystem` from
 * `adapters/jose-taxpayer-system.ts` for the host the settings name.
 */
export type {
  InvoicePacket,
  InvoiceVerdict,
  SentInvoice,
  ServerPublicKey,
  TaxInvoiceDocument,
  TaxInvoiceHeader,
  TaxInvoiceKeepingPorts,
  TaxInvoiceLine,
  TaxInvoicesPorts,
  TaxpayerAnswer,
  TaxpayerError,
  TaxpayerFailure,
  TaxpayerNonce,
  TaxpayerSystem,
} from './ports/tax-invoices-ports';
export type { TaxSendingSettings, TaxSendingSettingsSource, TaxpayerSystemFor } from './ports/tax-sending-settings';
export type { TaxInvoiceStore } from './ports/tax-invoice-store';
export { TAXPAYER_API_BASE_URLS, type TaxpayerSystemConfig } from './taxpayer-api';
export { TAX_INVOICES_MESSAGES, taxpayerFailureMessage } from './tax-invoices-messages';
export { TAX_CSV_HEADERS } from './tax-invoices-csv';
export type { TaxpayerResult } from './use-cases/send-tax-invoices';
export type { TaxInvoicesRun } from './use-cases/run-tax-invoices';
export { taxInvoicesUseCases, taxInvoiceKeepingUseCases, type TaxInvoicesUseCases, type TaxInvoiceKeepingUseCases };

/** What the module takes from the server. */
export interface TaxInvoicesDeps {
  taxInvoices: TaxInvoiceKeepingPorts;
  clock: Clock;
  config: { reconcileEveryMs: number };
}

/** The running module's use cases; an invoice without a verdict is tried again first after the reconciliation period, then after growing waits. */
export function taxInvoicesUseCasesFor(deps: TaxInvoicesDeps): TaxInvoiceKeepingUseCases {
  return taxInvoiceKeepingUseCases(deps.taxInvoices, deps.clock, deps.config.reconcileEveryMs);
}

export async function taxInvoicesModuleRoutes(app: FastifyInstance, deps: TaxInvoicesDeps): Promise<void> {
  await taxInvoicesRoutes(taxInvoicesUseCasesFor(deps))(app);
}

/** The e-invoice job: issue, answer returned money, send and ask, every reconciliation period, once across processes. */
export function taxInvoicesJobs(useCases: TaxInvoiceKeepingUseCases, everyMs: number): Job[] {
  return [{ name: 'tax-invoices', everyMs, run: () => useCases.runTaxInvoices.execute() }];
}
