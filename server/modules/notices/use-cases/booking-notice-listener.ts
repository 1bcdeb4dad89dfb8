import type { WallClock } from '../../../../src/core/domain/business-time';
import type { BookingEvents, CancelMoneyOutcome } from '../../booking';
import type { NoticeContext } from './notice-context';
import { QueueBookingNotices } from './queue-booking-notices';

/**
 * What the booking module tells after a change is committed, turned into messages. It never
 * throws and never makes the booking wait: the queuing runs on its own, and a failure is logged
 * and left to the sweep, which queues under the same keys.
 */
export class BookingNoticeListener implements BookingEvents {
  private readonly notices: QueueBookingNotices;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly context: Pick<NoticeContext, 'clock' | 'host' | 'log' | 'queue' | 'reads' | 'site'>) {
    this.notices = new QueueBookingNotices(context);
  }

  confirmed(reservationId: string): void {
    this.run('confirmed', reservationId, () => this.notices.confirmed(reservationId));
  }

  cancelled(reservationId: string, by: 'customer' | 'consultant', money: CancelMoneyOutcome): void {
    this.run('cancelled', reservationId, () => this.notices.cancelled(reservationId, { by, money }));
  }

  moved(reservationId: string, from: WallClock): void {
    this.run('moved', reservationId, () => this.notices.moved(reservationId, from));
  }

  /** waits for the tellings under way (tests, and a server shutting down) */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private run(occasion: string, reservationId: string, work: () => Promise<unknown>): void {
    const telling = Promise.resolve()
      .then(work)
      .catch((error) => {
        this.context.log.warn({ err: error, occasion, reservationId }, 'booking messages could not be queued; the sweep will catch up');
      });
    this.pending.add(telling);
    void telling.finally(() => this.pending.delete(telling));
  }
}
