import type { ContactMessagesAnswer } from '../../contracts/api/contact-api';
import type { ContactFormInput, ContactKind } from '../../domain/contact-message';

/** One page of the consultant's messages and complaints, newest first. */
export type ContactMessagesPage = Omit<ContactMessagesAnswer, 'success'>;

export interface ContactMessagesFilter {
  page: number;
  complaintsOnly: boolean;
  /** eight digits: the one message with that tracking number */
  trackingNumber: string | null;
}

/** A visitor's message to the consultant, and the consultant's list of them. Rejections carry the Persian text to show. */
export interface ContactRepository {
  /** the hidden field goes as typed: the server drops a form that fills it */
  send(form: ContactFormInput & { website: string }): Promise<{ kind: ContactKind; trackingNumber: string }>;
  page(filter: ContactMessagesFilter): Promise<ContactMessagesPage>;
  markAnswered(id: string): Promise<string>;
}
