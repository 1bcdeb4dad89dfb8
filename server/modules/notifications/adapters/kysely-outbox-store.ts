import type { AppDatabase } from '../../../db/database';
import type { OutboxMessageRow } from '../../../db/schema';
import type { Attachment, EmailMessage } from '../ports/outbound-message';
import type { AttemptResult, NewOutboxEntry, OutboxEntry, OutboxStore } from '../ports/outbox-store';

/** The outbox as rows of `outbox_messages`. */
export class KyselyOutboxStore implements OutboxStore {
  constructor(private readonly db: AppDatabase) {}

  async add({ message, status, dedupeKey, at }: NewOutboxEntry): Promise<boolean> {
    const email = message.channel === 'email' ? message : null;
    const added = await this.db
      .insertInto('outbox_messages')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: email?.subject ?? null,
        body: message.body,
        attachments: emailParts(email),
        status,
        next_attempt_at: status === 'queued' ? at : null,
        last_error: null,
        dedupe_key: dedupeKey,
        created_at: at,
        sent_at: null,
      })
      // The unique key decides between two processes queuing one occasion at once.
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return added !== undefined;
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxEntry[]> {
    // SKIP LOCKED: two processes claiming at once take different rows.
    const rows = await this.db
      .updateTable('outbox_messages')
      .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_messages')
          .select('id')
          .where('status', '=', 'queued')
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).map(toEntry);
  }

  async settle(id: string, result: AttemptResult): Promise<void> {
    const update =
      result.outcome === 'sent'
        ? { status: 'sent' as const, sent_at: result.at, next_attempt_at: null, last_error: null }
        : result.outcome === 'retry'
          ? { next_attempt_at: result.nextAttemptAt, last_error: result.error }
          : { status: 'failed' as const, next_attempt_at: null, last_error: result.error };
    await this.db.updateTable('outbox_messages').set(update).where('id', '=', id).where('status', '=', 'queued').execute();
  }

  async list(offset: number, limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('outbox_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map(toEntry);
  }
}

/**
 * The `attachments` column keeps an e-mail's parts beyond its text: `{ attachments, html }`.
 * Rows written before e-mails had an HTML part hold the bare list of attachments.
 */
interface EmailParts {
  attachments: Attachment[] | null;
  html: string | null;
}

function emailParts(email: EmailMessage | null): string | null {
  if (!email || (!email.html && !email.attachments?.length)) return null;
  const parts: EmailParts = { attachments: email.attachments?.length ? email.attachments : null, html: email.html ?? null };
  return JSON.stringify(parts);
}

function emailPartsOf(column: unknown): EmailParts {
  const stored: unknown = typeof column === 'string' ? JSON.parse(column) : column;
  if (stored === null || stored === undefined) return { attachments: null, html: null };
  if (Array.isArray(stored)) return { attachments: stored as Attachment[], html: null };
  return stored as EmailParts;
}

function toEntry(row: OutboxMessageRow): OutboxEntry {
  const { attachments, html } = emailPartsOf(row.attachments);
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    attachments,
    html,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    dedupeKey: row.dedupe_key,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
