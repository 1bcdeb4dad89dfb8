import type { ContactMessagesFilter, ContactMessagesPage, ContactRepository } from '../../ports/practice/contact-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** One page of the consultant's messages and complaints, newest first; or the one a tracking number names. */
export class LoadContactMessages {
  constructor(private readonly contact: ContactRepository) {}

  execute(filter: ContactMessagesFilter): Promise<Outcome<ContactMessagesPage>> {
    return attempt(() => this.contact.page({ ...filter, page: Math.max(1, Math.floor(filter.page)) }), '');
  }
}
