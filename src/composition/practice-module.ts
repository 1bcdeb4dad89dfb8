import { ContainerModule } from 'inversify';
import { PRACTICE_PORTS } from '../core/ports/practice/practice-port-tokens';
import { PRACTICE_USE_CASES } from '../core/use-cases/practice/practice-tokens';
import { LoadOutboxPage } from '../core/use-cases/practice/load-outbox-page';
import { SendContactMessage } from '../core/use-cases/practice/send-contact-message';
import { LoadContactMessages } from '../core/use-cases/practice/load-contact-messages';
import { MarkContactAnswered } from '../core/use-cases/practice/mark-contact-answered';
import { LoadBusinessSummary } from '../core/use-cases/practice/load-business-summary';
import { LoadAgenda } from '../core/use-cases/practice/load-agenda';
import { LoadTaxInvoices } from '../core/use-cases/practice/load-tax-invoices';
import { ResendTaxInvoice } from '../core/use-cases/practice/resend-tax-invoice';
import { CorrectTaxInvoice } from '../core/use-cases/practice/correct-tax-invoice';
import { ExportTaxInvoices } from '../core/use-cases/practice/export-tax-invoices';
import { typedBinder } from './typed-binder';

/** The use cases of the consultant's office: the business summary, the agenda, the outbox and visitors' messages, built from the ports' tokens. */
export const practiceModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(PRACTICE_USE_CASES.LoadOutboxPage, LoadOutboxPage, PRACTICE_PORTS.OutboxRepository);
  bind.instance(PRACTICE_USE_CASES.SendContactMessage, SendContactMessage, PRACTICE_PORTS.ContactRepository);
  bind.instance(PRACTICE_USE_CASES.LoadContactMessages, LoadContactMessages, PRACTICE_PORTS.ContactRepository);
  bind.instance(PRACTICE_USE_CASES.MarkContactAnswered, MarkContactAnswered, PRACTICE_PORTS.ContactRepository);
  bind.instance(PRACTICE_USE_CASES.LoadBusinessSummary, LoadBusinessSummary, PRACTICE_PORTS.BusinessRepository);
  bind.instance(PRACTICE_USE_CASES.LoadAgenda, LoadAgenda, PRACTICE_PORTS.BusinessRepository);
  bind.instance(PRACTICE_USE_CASES.LoadTaxInvoices, LoadTaxInvoices, PRACTICE_PORTS.TaxInvoicesRepository);
  bind.instance(PRACTICE_USE_CASES.ResendTaxInvoice, ResendTaxInvoice, PRACTICE_PORTS.TaxInvoicesRepository);
  bind.instance(PRACTICE_USE_CASES.CorrectTaxInvoice, CorrectTaxInvoice, PRACTICE_PORTS.TaxInvoicesRepository);
  bind.instance(PRACTICE_USE_CASES.ExportTaxInvoices, ExportTaxInvoices, PRACTICE_PORTS.TaxInvoicesRepository);
});
