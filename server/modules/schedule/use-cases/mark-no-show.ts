import { BOOKING_MESSAGES, noShowRefusal } from '../../../../src/core/domain/admin-booking';
import { Refusal } from '../../refusal';
import type { ScheduleContext } from './schedule-context';

/**
 * The consultant marks a confirmed session whose time has come as missed by its customer, or
 * takes the mark back. A future, pending or cancelled session is refused and keeps what it had.
 */
export class MarkNoShow {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'noShows'>) {}

  async execute(reservationId: string, missed: boolean): Promise<string> {
    const reservation = await this.context.noShows.find(reservationId);
    if (!reservation) throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
    const now = this.context.clock.now();
    const refusal = noShowRefusal(reservation, now);
    if (refusal) throw new Refusal('conflict', refusal);
    if (!(await this.context.noShows.set(reservationId, missed ? now : null))) {
      throw new Refusal('conflict', BOOKING_MESSAGES.noShowNotConfirmed);
    }
    return missed ? BOOKING_MESSAGES.noShowMarked : BOOKING_MESSAGES.noShowCleared;
  }
}
