import type { OutboxPage, OutboxRepository } from '../../ports/practice/outbox-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** One page of the consultant's outbox, newest first (page 1 the newest). */
export class LoadOutboxPage {
  constructor(private readonly outbox: OutboxRepository) {}

  execute(page: number): Promise<Outcome<OutboxPage>> {
    return attempt(() => this.outbox.page(Math.max(1, Math.floor(page))), '');
  }
}
