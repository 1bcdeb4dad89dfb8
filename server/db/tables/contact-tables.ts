import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** A visitor's message or complaint from /contact (migration 235). */
export interface ContactMessagesTable {
  id: Generated<string>;
  /** eight digits the sender was given */
  tracking_number: string;
  kind: 'message' | 'complaint';
  name: string;
  mobile: string | null;
  email: string | null;
  body: string;
  created_at: Timestamp;
  answered_at: Timestamp | null;
}

/** The contact module's tables, part of `Database`. */
export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
