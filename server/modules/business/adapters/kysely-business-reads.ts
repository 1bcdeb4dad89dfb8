import { sql } from 'kysely';
import type { AgendaSession, MoneyTally, SlotFill, TypeTotals, WeekTotals } from '../../../../src/core/contracts/api/business-api';
import { addDays } from '../../../../src/core/domain/business-time';
import type { DateRange } from '../../../../src/core/domain/business-weeks';
import type { PaymentLifecycleStatus } from '../../../../src/core/domain/money-status';
import type { AppDatabase } from '../../../db/database';
import { reservationsMatching } from '../../../db/reservations-matching';
import { overlapsOutsideBusy } from '../../../db/outside-busy';
import { bookedBy } from '../../booking';
import type { BusinessReads } from '../ports/business-reads';

/**
 * The business view on Kysely. Bookings are read with the bookings CSV's own query
 * (`reservationsMatching`, on the reservations' date index) narrowed to confirmed ones; slots on
 * the slots' date index; open money on the payments' status index.
 */
export class KyselyBusinessReads implements BusinessReads {
  constructor(private readonly db: AppDatabase) {}

  async agenda(range: DateRange, limit: number): Promise<AgendaSession[]> {
    const rows = await this.confirmed(range)
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.date',
        'r.time',
        'r.customer_name',
        'r.customer_email',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.mobile',
        't.title',
        't.session_mode',
        'r.no_show_at',
        // the answers of the sessions shown only: this query is the agenda's, bounded by its limit
        'r.answers',
      ])
      .select(overlapsOutsideBusy(sql.ref('r.starts_at'), sql.ref('r.ends_at')).as('outside_event'))
      .orderBy('r.date')
      .orderBy('r.time')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      date: row.date,
      time: row.time,
      customerName: bookedBy(row).customerName,
      customerMobile: row.mobile ?? null,
      typeTitle: row.title,
      sessionMode: row.session_mode,
      noShow: row.no_show_at !== null,
      ...(row.outside_event ? { outsideEvent: true } : {}),
      ...(row.answers.length === 0 ? {} : { answers: row.answers }),
    }));
  }

  /** Weeks are counted from the range's first day, a Saturday. */
  async weeklyTotals(range: DateRange): Promise<WeekTotals[]> {
    const week = sql<number>`((r.date::date - ${range.from}::date) / 7)`;
    const rows = await this.confirmed(range)
      .select([week.as('week'), sql<string>`count(*)`.as('bookings'), sql<string>`coalesce(sum(r.price), 0)`.as('revenue')])
      // by the output's name: the range's first day is a parameter, and a second copy of it would not match the first
      .groupBy(sql`week`)
      .execute();
    return rows
      .map((row) => ({
        weekStart: addDays(range.from, 7 * Number(row.week)),
        bookings: Number(row.bookings),
        revenue: Number(row.revenue),
      }))
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  }

  async totalsByType(range: DateRange, limit: number): Promise<TypeTotals[]> {
    const rows = await this.confirmed(range)
      .select(['t.id', 't.title', sql<string>`count(*)`.as('bookings'), sql<string>`coalesce(sum(r.price), 0)`.as('revenue')])
      .groupBy(['t.id', 't.title'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('t.title')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ typeId: row.id, title: row.title, bookings: Number(row.bookings), revenue: Number(row.revenue) }));
  }

  async slotFill(range: DateRange): Promise<SlotFill> {
    const row = await this.db
      .selectFrom('time_slots as s')
      .leftJoin('reservations as r', (join) =>
        join
          .onRef('r.date', '=', 's.date')
          .onRef('r.time', '=', 's.time')
          .onRef('r.reservation_type_id', '=', 's.reservation_type_id')
          .on('r.status', '=', 'confirmed'),
      )
      .select([sql<string>`count(*)`.as('published'), sql<string>`count(r.id)`.as('booked')])
      .where('s.date', '>=', range.from)
      .where('s.date', '<=', range.to)
      .executeTakeFirstOrThrow();
    return { ...range, published: Number(row.published), booked: Number(row.booked) };
  }

  refundsOwed(): Promise<MoneyTally> {
    return this.paymentsIn('refund_required');
  }

  reconciling(): Promise<MoneyTally> {
    return this.paymentsIn('initiated');
  }

  private confirmed(range: DateRange) {
    return reservationsMatching(this.db, { from: range.from, to: range.to, status: 'confirmed' });
  }

  private async paymentsIn(status: PaymentLifecycleStatus): Promise<MoneyTally> {
    const row = await this.db
      .selectFrom('payments')
      .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(amount), 0)`.as('sum')])
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), sum: Number(row.sum) };
  }
}
