import { serviceToken as token } from '../service-token';
import type { OutboxRepository } from './outbox-repository';
import type { ContactRepository } from './contact-repository';
import type { BusinessRepository } from './business-repository';
import type { TaxInvoicesRepository } from './tax-invoices-repository';

/** The ports of the consultant's office: the business summary, the agenda, the outbox and visitors' messages. */
export const PRACTICE_PORTS = {
  OutboxRepository: token<OutboxRepository>('OutboxRepository'),
  ContactRepository: token<ContactRepository>('ContactRepository'),
  BusinessRepository: token<BusinessRepository>('BusinessRepository'),
  TaxInvoicesRepository: token<TaxInvoicesRepository>('TaxInvoicesRepository'),
} as const;
