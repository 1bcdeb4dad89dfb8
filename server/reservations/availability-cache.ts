import { PENDING_HOLD_MS } from '../../src/core/domain/limits';
import type { Clock } from '../ports/clock';
import type { ActiveReservation, ReservationRepository } from './reservation-repository';

/** How long one read of a date serves the screens polling it. */
export const AVAILABILITY_FRESH_MS = 1000;
/** Above this many remembered dates, expired ones are swept out, so odd dates cannot pile up. */
const SWEEP_ABOVE = 500;

interface Entry {
  answer: Promise<ActiveReservation[]>;
  readAt: number;
}

/**
 * Every booking screen polls its date every 30 s, and the embedded database runs one query at
 * a time on the server's own thread: a read of a date serves every request for it for one
 * second. A booking made here forgets that date at once, and a hold that lapses meanwhile is
 * dropped at answer time, so the only thing a request can miss is another process's write of
 * the last second; the database's unique index, not this list, decides who gets a slot.
 */
export class AvailabilityCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly reservations: ReservationRepository,
    private readonly clock: Clock,
    /** a monotonic millisecond counter */
    private readonly ticks: () => number = () => performance.now(),
  ) {}

  async activeOn(date: string): Promise<ActiveReservation[]> {
    const rows = await this.read(date);
    const holdStartedAfter = this.clock.now().getTime() - PENDING_HOLD_MS;
    return rows.filter((row) => row.status === 'confirmed' || Date.parse(row.createdAt) > holdStartedAfter);
  }

  /** Called after a write to that date: later requests must read afresh. */
  forget(date: string): void {
    this.entries.delete(date);
  }

  private read(date: string): Promise<ActiveReservation[]> {
    const now = this.ticks();
    const cached = this.entries.get(date);
    if (cached && now - cached.readAt < AVAILABILITY_FRESH_MS) return cached.answer;
    if (this.entries.size > SWEEP_ABOVE) this.sweep(now);
    const answer = this.reservations.activeOn(date, new Date(this.clock.now().getTime() - PENDING_HOLD_MS));
    const entry = { answer, readAt: now };
    this.entries.set(date, entry);
    answer.catch(() => {
      if (this.entries.get(date) === entry) this.entries.delete(date);
    });
    return answer;
  }

  private sweep(now: number): void {
    for (const [date, entry] of this.entries) {
      if (now - entry.readAt >= AVAILABILITY_FRESH_MS) this.entries.delete(date);
    }
  }
}
