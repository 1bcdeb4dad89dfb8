// What keeps the site running: jobs, read-cache versions, the messages outbox.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types';

export interface JobsTable {
  name: string;
  next_run_at: Timestamp;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_error: string | null;
}

/** One number per topic, raised by triggers whenever a table the topic reads from changes. */
export interface DataVersionsTable {
  topic: string;
  version: ColumnType<string, never, never>;
}

export type OutboxMessageStatus = 'queued' | 'sent' | 'failed' | 'kept';

/** Every message sent or kept: the delivery queue and the consultant's outbox. */
export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** an e-mail's parts beyond its text: { attachments: [{ filename, contentType, content }] | null, html } (a bare list on older rows) */
  attachments: ColumnType<unknown, string | null, string | null>;
  status: OutboxMessageStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_error: string | null;
  /** the message's occasion, e.g. `reminder-24h:<reservationId>`: one message each */
  dedupe_key: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface OperationsTables {
  jobs: JobsTable;
  data_versions: DataVersionsTable;
  outbox_messages: OutboxMessagesTable;
}
