import { serviceToken as token } from '../../ports/service-token';
import type { LoadOutboxPage } from './load-outbox-page';
import type { SendContactMessage } from './send-contact-message';
import type { LoadContactMessages } from './load-contact-messages';
import type { MarkContactAnswered } from './mark-contact-answered';
import type { LoadBusinessSummary } from './load-business-summary';
import type { LoadAgenda } from './load-agenda';
import type { LoadTaxInvoices } from './load-tax-invoices';
import type { ResendTaxInvoice } from './resend-tax-invoice';
import type { CorrectTaxInvoice } from './correct-tax-invoice';
import type { ExportTaxInvoices } from './export-tax-invoices';

/** The use cases of the consultant's office: the business summary, the agenda, the outbox and visitors' messages. */
export const PRACTICE_USE_CASES = {
  LoadOutboxPage: token<LoadOutboxPage>('LoadOutboxPage'),
  SendContactMessage: token<SendContactMessage>('SendContactMessage'),
  LoadContactMessages: token<LoadContactMessages>('LoadContactMessages'),
  MarkContactAnswered: token<MarkContactAnswered>('MarkContactAnswered'),
  LoadBusinessSummary: token<LoadBusinessSummary>('LoadBusinessSummary'),
  LoadAgenda: token<LoadAgenda>('LoadAgenda'),
  LoadTaxInvoices: token<LoadTaxInvoices>('LoadTaxInvoices'),
  ResendTaxInvoice: token<ResendTaxInvoice>('ResendTaxInvoice'),
  CorrectTaxInvoice: token<CorrectTaxInvoice>('CorrectTaxInvoice'),
  ExportTaxInvoices: token<ExportTaxInvoices>('ExportTaxInvoices'),
} as const;
