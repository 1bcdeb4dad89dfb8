import type { ContactMessageView } from '../../src/core/contracts/api/contact-api';
import type { ContactFormInput, ContactKind } from '../../src/core/domain/contact-message';
import type { ContactMessagesFilter, ContactMessagesPage, ContactRepository } from '../../src/core/ports/practice/contact-repository';

/**
 * The contact messages in memory, newest first as the server keeps them, `pageSize` a page.
 * `sendFailure` makes the next sends fail with that Persian text, as the server's refusal would.
 */
export class FakeContactRepository implements ContactRepository {
  sent: Array<ContactFormInput & { website: string }> = [];
  filtersAsked: ContactMessagesFilter[] = [];
  sendFailure: string | null = null;
  nextTrackingNumber = '40213377';

  constructor(
    public messages: ContactMessageView[] = [],
    private readonly pageSize = 20,
  ) {}

  async send(form: ContactFormInput & { website: string }): Promise<{ kind: ContactKind; trackingNumber: string }> {
    this.sent.push(form);
    if (this.sendFailure) throw new Error(this.sendFailure);
    return { kind: form.kind === 'complaint' ? 'complaint' : 'message', trackingNumber: this.nextTrackingNumber };
  }

  async page(filter: ContactMessagesFilter): Promise<ContactMessagesPage> {
    this.filtersAsked.push(filter);
    const matching = this.messages.filter(
      (message) =>
        (!filter.complaintsOnly || message.kind === 'complaint') &&
        (!filter.trackingNumber || message.trackingNumber === filter.trackingNumber),
    );
    const start = (filter.page - 1) * this.pageSize;
    return { messages: matching.slice(start, start + this.pageSize), page: filter.page, hasMore: matching.length > start + this.pageSize };
  }

  async markAnswered(id: string): Promise<string> {
    const message = this.messages.find((each) => each.id === id);
    if (!message) throw new Error('پیامی با این مشخصات پیدا نشد');
    message.answeredAt ??= '2026-11-22T09:00:00.000Z';
    return 'پیام پاسخ‌داده علامت خورد';
  }
}

/** A message as the consultant's list shows it: by default a complaint with a mobile to answer. */
export function sampleContactMessage(overrides: Partial<ContactMessageView> = {}): ContactMessageView {
  return {
    id: 'c-1',
    trackingNumber: '40213377',
    kind: 'complaint',
    name: 'نرگس کاظمی',
    mobile: '09121234567',
    email: null,
    text: 'جلسه‌ای که رزرو کرده بودم بدون خبر لغو شد.',
    createdAt: '2026-11-22T08:30:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}
