import type { StoredContactMessage } from '../ports/contact-message-store';
import type { ContactContext } from './contact-context';

/** Messages on one page of the consultant's list. */
export const CONTACT_PAGE_SIZE = 20;
/** The last page anyone may ask for: further back is history nobody pages to. */
export const MAX_CONTACT_PAGE = 500;

export interface ContactMessagesQuery {
  page?: number;
  complaintsOnly?: boolean;
  /** one message by its tracking number */
  trackingNumber?: string | null;
}

export interface ContactMessagesPage {
  messages: StoredContactMessage[];
  page: number;
  hasMore: boolean;
}

/** The consultant's messages and complaints, newest first, a bounded page at a time; or the one a tracking number names. */
export class ListContactMessages {
  constructor(private readonly context: Pick<ContactContext, 'messages'>) {}

  async execute(query: ContactMessagesQuery = {}): Promise<ContactMessagesPage> {
    const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), MAX_CONTACT_PAGE);
    const rows = await this.context.messages.list({
      complaintsOnly: query.complaintsOnly ?? false,
      trackingNumber: query.trackingNumber ?? null,
      offset: (page - 1) * CONTACT_PAGE_SIZE,
      limit: CONTACT_PAGE_SIZE + 1,
    });
    return { messages: rows.slice(0, CONTACT_PAGE_SIZE), page, hasMore: rows.length > CONTACT_PAGE_SIZE && page < MAX_CONTACT_PAGE };
  }
}
