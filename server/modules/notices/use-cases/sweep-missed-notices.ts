import type { NoticeContext } from './notice-context';
import { QueueBookingNotices } from './queue-booking-notices';

/** How far back the sweep looks: a telling lost longer ago than this is not worth sending. */
export const SWEEP_LOOKS_BACK_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * The catch-up job: a confirmation or cancellation of the last day whose customer e-mail is not
 * in the outbox (a process killed between the commit and the telling, or a queue that failed) is
 * queued now, under the same dedupe keys the listener uses, so nothing is sent twice.
 */
export class SweepMissedNotices {
  private readonly queue: QueueBookingNotices;

  constructor(private readonly context: Pick<NoticeContext, 'clock' | 'host' | 'queue' | 'reads' | 'site'>) {
    this.queue = new QueueBookingNotices(context);
  }

  async execute(): Promise<{ caughtUp: number }> {
    const since = new Date(this.context.clock.now().getTime() - SWEEP_LOOKS_BACK_MS);
    const missed = await this.context.reads.missedSince(since, BATCH);
    for (const notice of missed) {
      if (notice.occasion === 'confirmed') await this.queue.confirmedOf(notice.booking);
      else await this.queue.cancelledOf(notice.booking, notice.cancelled);
    }
    return { caughtUp: missed.length };
  }
}
