import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import type { Clock } from '../../../ports/clock';
import type { BookingReads, TakenTime } from '../ports/booking-reads';

/**
 * The times taken on a date: confirmed bookings and the holds still live. The answer changes by
 * itself when the first of its holds lapses, so it says until when it holds (`goodUntil`).
 */
export class ReadTakenTimes {
  constructor(
    private readonly reads: Pick<BookingReads, 'takenTimes'>,
    private readonly clock: Clock,
  ) {}

  async execute(date: string): Promise<{ reservations: TakenTime[]; goodUntil?: Date }> {
    const rows = await this.reads.takenTimes(date, new Date(this.clock.now().getTime() - PENDING_HOLD_MS));
    const lapses = rows.filter((row) => row.status === 'pending').map((row) => Date.parse(row.createdAt) + PENDING_HOLD_MS);
    return { reservations: rows, goodUntil: lapses.length > 0 ? new Date(Math.min(...lapses)) : undefined };
  }
}
