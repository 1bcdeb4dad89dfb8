import { PRACTICE_PORTS } from '../../../../src/core/ports/practice/practice-port-tokens';
import { FakeOutboxRepository } from '../../../fakes/fake-outbox-repository';
import { FakeContactRepository } from '../../../fakes/fake-contact-repository';
import { FakeBusinessRepository } from '../../../fakes/fake-business-repository';
import { FakeTaxInvoicesRepository } from '../../../fakes/fake-tax-invoices-repository';
import { testKit } from './test-kit';

export interface PracticeFakes {
  outbox: FakeOutboxRepository;
  contact: FakeContactRepository;
  business: FakeBusinessRepository;
  taxInvoices: FakeTaxInvoicesRepository;
}

/** The fakes behind the ports of the business summary, the outbox and visitors' messages. */
export const practiceKit = testKit<PracticeFakes>(
  () => ({
    outbox: new FakeOutboxRepository(),
    contact: new FakeContactRepository(),
    business: new FakeBusinessRepository(),
    taxInvoices: new FakeTaxInvoicesRepository(),
  }),
  (bind, fakes) => {
    bind.value(PRACTICE_PORTS.OutboxRepository, fakes.outbox);
    bind.value(PRACTICE_PORTS.ContactRepository, fakes.contact);
    bind.value(PRACTICE_PORTS.BusinessRepository, fakes.business);
    bind.value(PRACTICE_PORTS.TaxInvoicesRepository, fakes.taxInvoices);
  },
);
