import type { ContactMessageQuery, ContactMessageStore, StoredContactMessage } from '../../../../server/modules/contact';

/** The contact messages in memory, with the table's rule: one message per tracking number. */
export class InMemoryContactMessageStore implements ContactMessageStore {
  readonly messages: StoredContactMessage[] = [];

  async add(message: Parameters<ContactMessageStore['add']>[0]): Promise<StoredContactMessage | null> {
    if (this.messages.some((kept) => kept.trackingNumber === message.trackingNumber)) return null;
    const { at, ...fields } = message;
    const stored: StoredContactMessage = { ...fields, id: `contact-${this.messages.length + 1}`, createdAt: at, answeredAt: null };
    this.messages.push(stored);
    return stored;
  }

  async list(query: ContactMessageQuery): Promise<StoredContactMessage[]> {
    return this.messages
      .filter(
        (message) =>
          (!query.complaintsOnly || message.kind === 'complaint') &&
          (query.trackingNumber === null || message.trackingNumber === query.trackingNumber),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .slice(query.offset, query.offset + query.limit);
  }

  async markAnswered(id: string, at: Date): Promise<boolean> {
    const message = this.messages.find((kept) => kept.id === id);
    if (!message) return false;
    message.answeredAt ??= at;
    return true;
  }
}
