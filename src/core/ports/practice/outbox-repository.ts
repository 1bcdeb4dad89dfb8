import type { OutboxAnswer } from '../../contracts/api/notifications-api';

/** One page of the consultant's outbox, newest first, and which channels have a provider. */
export type OutboxPage = Omit<OutboxAnswer, 'success'>;

/** The consultant's reading of every message the site sent, is sending or keeps. Rejections carry the Persian text to show. */
export interface OutboxRepository {
  /** page 1 is the newest */
  page(page: number): Promise<OutboxPage>;
}
