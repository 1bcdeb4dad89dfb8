import type { OutboxEntry } from '../ports/outbox-store';
import { channelsNow, type NotificationContext } from './notification-context';

/** Messages on one page of the consultant's outbox. */
export const OUTBOX_PAGE_SIZE = 50;
/** The last page anyone may ask for; further back is history nobody pages to. */
export const MAX_OUTBOX_PAGE = 200;

export interface OutboxPage {
  messages: OutboxEntry[];
  page: number;
  /** false on the last page anyone may ask for, whatever lies further back */
  hasMore: boolean;
  /** which channels have a provider; a channel without one keeps its messages here, unsent */
  providers: { sms: boolean; email: boolean };
}

/** The consultant's outbox, newest first, a bounded page at a time (page 1 is the newest). */
export class ListOutbox {
  constructor(private readonly context: Pick<NotificationContext, 'outbox' | 'channels'>) {}

  async execute(page = 1): Promise<OutboxPage> {
    const wanted = Math.min(Math.max(1, Math.floor(page)), MAX_OUTBOX_PAGE);
    const rows = await this.context.outbox.list((wanted - 1) * OUTBOX_PAGE_SIZE, OUTBOX_PAGE_SIZE + 1);
    const { sms, email } = await channelsNow(this.context);
    return {
      messages: rows.slice(0, OUTBOX_PAGE_SIZE),
      page: wanted,
      hasMore: rows.length > OUTBOX_PAGE_SIZE && wanted < MAX_OUTBOX_PAGE,
      providers: { sms: sms !== null, email: email !== null },
    };
  }
}
