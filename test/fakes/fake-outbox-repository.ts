import type { OutboxMessageView } from '../../src/core/contracts/api/notifications-api';
import type { OutboxPage, OutboxRepository } from '../../src/core/ports/practice/outbox-repository';

/**
 * The consultant's outbox in memory, newest first as the server keeps it, `pageSize` messages a
 * page; no providers configured unless told (the default install).
 */
export class FakeOutboxRepository implements OutboxRepository {
  pagesAsked: number[] = [];
  loadFailure: string | null = null;
  providers = { sms: false, email: false };

  constructor(
    public messages: OutboxMessageView[] = [],
    private readonly pageSize = 50,
  ) {}

  async page(page: number): Promise<OutboxPage> {
    this.pagesAsked.push(page);
    if (this.loadFailure) throw new Error(this.loadFailure);
    const start = (page - 1) * this.pageSize;
    return {
      messages: this.messages.slice(start, start + this.pageSize),
      page,
      hasMore: this.messages.length > start + this.pageSize,
      providers: { ...this.providers },
    };
  }
}

/** A message as the outbox route shows it: by default the confirmation SMS the default install kept. */
export function sampleOutboxMessage(overrides: Partial<OutboxMessageView> = {}): OutboxMessageView {
  return {
    id: 'm-1',
    channel: 'sms',
    recipient: '09121234567',
    subject: null,
    body: 'رزرو شما برای ۱۰ آذر ۱۴۰۵ ساعت ۱۰:۰۰ تأیید شد.',
    attachments: [],
    status: 'kept',
    attempts: 0,
    lastError: null,
    createdAt: '2026-11-22T08:30:00.000Z',
    sentAt: null,
    ...overrides,
  };
}
