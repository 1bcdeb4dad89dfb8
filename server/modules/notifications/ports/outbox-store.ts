import type { Attachment, ChannelName, OutboundMessage } from './outbound-message';

/** queued: waiting to be sent; sent: the provider took it; failed: given up; kept: no provider, the outbox is its delivery. */
export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'kept';

export interface OutboxEntry {
  id: string;
  channel: ChannelName;
  recipient: string;
  subject: string | null;
  body: string;
  attachments: Attachment[] | null;
  /** an e-mail's HTML part; null for an SMS and for e-mails queued before e-mails had one */
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  dedupeKey: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface NewOutboxEntry {
  message: OutboundMessage;
  status: 'queued' | 'kept';
  dedupeKey: string | null;
  at: Date;
}

/** What one delivery attempt came to. */
export type AttemptResult =
  { outcome: 'sent'; at: Date } | { outcome: 'retry'; error: string; nextAttemptAt: Date } | { outcome: 'failed'; error: string };

/** The messages table. */
export interface OutboxStore {
  /** stores the message unless one with the same dedupe key exists; true when this call stored it */
  add(entry: NewOutboxEntry): Promise<boolean>;
  /**
   * takes up to `limit` queued messages whose time has come, counts the attempt and holds them
   * until `leaseUntil` (so another process's run leaves them alone), oldest due first
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxEntry[]>;
  /** records the attempt's result */
  settle(id: string, result: AttemptResult): Promise<void>;
  /** newest first */
  list(offset: number, limit: number): Promise<OutboxEntry[]>;
}
