import type { WallClock } from '../../../../src/core/domain/business-time';
import type { CancelMoneyOutcome } from '../../booking';
import type { QueueRequest } from '../../notifications';
import type { CancelledNotice, NoticeBooking } from '../ports/notice-booking';
import { cancelledNotices, confirmedNotices, movedNotices } from './booking-notices';
import type { NoticeContext } from './notice-context';

/** Queues the messages of one occasion; the outbox's dedupe keys make telling twice harmless. */
export class QueueBookingNotices {
  constructor(private readonly context: Pick<NoticeContext, 'clock' | 'host' | 'queue' | 'reads' | 'site'>) {}

  async confirmed(reservationId: string): Promise<number> {
    const booking = await this.context.reads.booking(reservationId);
    return booking?.status === 'confirmed' ? this.confirmedOf(booking) : 0;
  }

  async cancelled(reservationId: string, cancelled: CancelledNotice): Promise<number> {
    const booking = await this.context.reads.booking(reservationId);
    return booking?.status === 'cancelled' ? this.cancelledOf(booking, cancelled) : 0;
  }

  async moved(reservationId: string, from: WallClock): Promise<number> {
    const booking = await this.context.reads.booking(reservationId);
    return booking?.status === 'confirmed' ? this.queueAll(movedNotices(booking, from, await this.context.site.current())) : 0;
  }

  async confirmedOf(booking: NoticeBooking): Promise<number> {
    const { reads, host, clock, site } = this.context;
    return this.queueAll(confirmedNotices(booking, await reads.consultants(), { host, now: clock.now(), profile: await site.current() }));
  }

  async cancelledOf(booking: NoticeBooking, cancelled: { by: 'customer' | 'consultant'; money: CancelMoneyOutcome }): Promise<number> {
    return this.queueAll(cancelledNotices(booking, await this.context.reads.consultants(), cancelled, await this.context.site.current()));
  }

  /** answers how many were newly queued */
  async queueAll(requests: QueueRequest[]): Promise<number> {
    let queued = 0;
    for (const request of requests) {
      const outcome = await this.context.queue(request);
      if (outcome === 'queued' || outcome === 'kept') queued += 1;
    }
    return queued;
  }
}
