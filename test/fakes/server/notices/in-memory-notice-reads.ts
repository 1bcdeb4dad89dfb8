import {
  noticeKey,
  type CancelledNotice,
  type ConsultantContact,
  type MissedNotice,
  type NoticeBooking,
  type NoticeReads,
} from '../../../../server/modules/notices';
import type { OutboxEntry } from '../../../../server/modules/notifications';

/**
 * The notices module's reads in memory, with the database's meaning: a booking's `standingSince`
 * is its row's last change, and the sweep's "missed" is a booking of the last day whose customer
 * e-mail is not in the outbox it is given. `failNext` makes the coming reads throw, as a database
 * that is down would.
 */
export class InMemoryNoticeReads implements NoticeReads {
  readonly bookings = new Map<string, NoticeBooking>();
  readonly cancellations = new Map<string, CancelledNotice>();
  consultantList: ConsultantContact[] = [{ email: 'consultant@example.com', mobile: '09350000000' }];
  private failures = 0;

  constructor(private readonly outbox: { entries: OutboxEntry[] }) {}

  put(booking: NoticeBooking): void {
    this.bookings.set(booking.id, structuredClone(booking));
  }

  cancel(id: string, cancelled: CancelledNotice, at: Date): void {
    this.change(id, { status: 'cancelled', standingSince: at });
    this.cancellations.set(id, cancelled);
  }

  move(id: string, to: { date: string; time: string }, at: Date): void {
    this.change(id, { ...to, standingSince: at });
  }

  failNext(times: number): void {
    this.failures = times;
  }

  async booking(reservationId: string): Promise<NoticeBooking | null> {
    this.mayFail();
    const booking = this.bookings.get(reservationId);
    return booking ? structuredClone(booking) : null;
  }

  async consultants(): Promise<ConsultantContact[]> {
    return this.consultantList.map((contact) => ({ ...contact }));
  }

  async cancellationOf(reservationId: string): Promise<CancelledNotice> {
    return this.cancellations.get(reservationId) ?? { by: 'consultant', money: 'nothing-paid' };
  }

  async missedSince(since: Date, limit: number): Promise<MissedNotice[]> {
    this.mayFail();
    const told = new Set(this.outbox.entries.map((entry) => entry.dedupeKey));
    const missed: MissedNotice[] = [];
    for (const occasion of ['confirmed', 'cancelled'] as const) {
      const rows = [...this.bookings.values()]
        .filter((b) => b.status === occasion && b.standingSince >= since && !told.has(noticeKey(occasion, b.id, 'email', 'customer')))
        .sort((a, b) => a.standingSince.getTime() - b.standingSince.getTime())
        .slice(0, limit);
      for (const b of rows) {
        const booking = structuredClone(b);
        missed.push(occasion === 'confirmed' ? { occasion, booking } : { occasion, booking, cancelled: await this.cancellationOf(b.id) });
      }
    }
    return missed;
  }

  async confirmedOn(fromDate: string, toDate: string, limit: number): Promise<NoticeBooking[]> {
    this.mayFail();
    return [...this.bookings.values()]
      .filter((b) => b.status === 'confirmed' && b.date >= fromDate && b.date <= toDate)
      .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
      .slice(0, limit)
      .map((b) => structuredClone(b));
  }

  private change(id: string, change: Partial<NoticeBooking>): void {
    const booking = this.bookings.get(id);
    if (!booking) throw new Error(`no booking ${id}`);
    Object.assign(booking, change);
  }

  private mayFail(): void {
    if (this.failures <= 0) return;
    this.failures -= 1;
    throw new Error('database is down');
  }
}
