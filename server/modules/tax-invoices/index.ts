import type { TaxInvoicesPorts } from './ports/tax-invoices-ports';
import { taxInvoicesUseCases, type TaxInvoicesUseCases } from './use-cases/tax-invoices-use-cases';

/**
 * The tax-invoices module's public entry: official e-invoices sent to the taxpayer system
 * (سامانه مودیان, API v2) and their verdicts asked for. The composition root builds the
 * `TaxpayerSystem` from `adapters/jose-taxpayer-system.ts` with a `TaxpayerSystemConfig` (the base
 * URL of production or the sandbox, the memory ID, its private key and certificate). Not wired
 * into the running server yet: no route or job sends invoices.
 */
export type {
  InvoicePacket,
  InvoiceVerdict,
  SentInvoice,
  ServerPublicKey,
  TaxInvoiceDocument,
  TaxInvoiceHeader,
  TaxInvoiceLine,
  TaxInvoicesPorts,
  TaxpayerAnswer,
  TaxpayerError,
  TaxpayerFailure,
  TaxpayerNonce,
  TaxpayerSystem,
} from './ports/tax-invoices-ports';
export { TAXPAYER_API_BASE_URLS, type TaxpayerSystemConfig } from './taxpayer-api';
export { TAX_INVOICES_MESSAGES, taxpayerFailureMessage } from './tax-invoices-messages';
export type { TaxpayerResult } from './use-cases/send-tax-invoices';
export { taxInvoicesUseCases, type TaxInvoicesUseCases };

/** What the module takes from the server. */
export interface TaxInvoicesDeps {
  taxInvoices: TaxInvoicesPorts;
}

export function taxInvoicesUseCasesFor(deps: TaxInvoicesDeps): TaxInvoicesUseCases {
  return taxInvoicesUseCases(deps.taxInvoices);
}
