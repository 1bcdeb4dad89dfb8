import type { ContactKind, ContactMessageInput } from '../../../../src/core/domain/contact-message';

/** A message or complaint as kept. */
export interface StoredContactMessage {
  id: string;
  trackingNumber: string;
  kind: ContactKind;
  name: string;
  mobile: string | null;
  email: string | null;
  text: string;
  createdAt: Date;
  answeredAt: Date | null;
}

export interface ContactMessageQuery {
  complaintsOnly: boolean;
  /** one message by the number its sender was given; null for the list */
  trackingNumber: string | null;
  offset: number;
  limit: number;
}

/** Where visitors' messages are kept for the consultant. */
export interface ContactMessageStore {
  /** null when the tracking number is already some other message's */
  add(message: ContactMessageInput & { trackingNumber: string; at: Date }): Promise<StoredContactMessage | null>;
  /** newest first */
  list(query: ContactMessageQuery): Promise<StoredContactMessage[]>;
  /** false when there is no such message */
  markAnswered(id: string, at: Date): Promise<boolean>;
}
