import type { AttemptResult, NewOutboxEntry, OutboxEntry, OutboxStore } from '../../../../server/modules/notifications';

/** The outbox in memory, with the table's rules: one message per dedupe key, only queued ones claimed. */
export class InMemoryOutboxStore implements OutboxStore {
  readonly entries: OutboxEntry[] = [];
  /** when set, every `add` throws it (a database that is down) */
  failWith: Error | null = null;

  async add({ message, status, dedupeKey, at }: NewOutboxEntry): Promise<boolean> {
    if (this.failWith) throw this.failWith;
    if (dedupeKey !== null && this.entries.some((entry) => entry.dedupeKey === dedupeKey)) return false;
    const email = message.channel === 'email' ? message : null;
    this.entries.push({
      id: `message-${this.entries.length + 1}`,
      channel: message.channel,
      recipient: message.to,
      subject: email?.subject ?? null,
      body: message.body,
      attachments: email?.attachments?.length ? structuredClone(email.attachments) : null,
      html: email?.html ?? null,
      status,
      attempts: 0,
      nextAttemptAt: status === 'queued' ? at : null,
      lastError: null,
      dedupeKey,
      createdAt: at,
      sentAt: null,
    });
    return true;
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxEntry[]> {
    const due = this.entries
      .filter((entry) => entry.status === 'queued' && entry.nextAttemptAt !== null && entry.nextAttemptAt <= now)
      .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime())
      .slice(0, limit);
    for (const entry of due) {
      entry.attempts += 1;
      entry.nextAttemptAt = leaseUntil;
    }
    return due.map((entry) => ({ ...entry }));
  }

  async settle(id: string, result: AttemptResult): Promise<void> {
    const entry = this.entries.find((candidate) => candidate.id === id && candidate.status === 'queued');
    if (!entry) return;
    if (result.outcome === 'sent') Object.assign(entry, { status: 'sent', sentAt: result.at, nextAttemptAt: null, lastError: null });
    else if (result.outcome === 'retry') Object.assign(entry, { nextAttemptAt: result.nextAttemptAt, lastError: result.error });
    else Object.assign(entry, { status: 'failed', nextAttemptAt: null, lastError: result.error });
  }

  async list(offset: number, limit: number): Promise<OutboxEntry[]> {
    return [...this.entries].reverse().slice(offset, offset + limit);
  }
}
