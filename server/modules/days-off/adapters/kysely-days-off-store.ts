import type { AffectedBooking, DayOff, DayOffInput } from '../../../../src/core/domain/day-off';
import type { AppDatabase } from '../../../db/database';
import { bookedBy } from '../../booking';
import type { DaysOffStore } from '../ports/days-off-store';

type DayOffRow = { id: string; from_date: string; to_date: string; from_time: string | null; to_time: string | null; reason: string };

const toDayOff = (row: DayOffRow): DayOff => ({
  _id: row.id,
  fromDate: row.from_date,
  toDate: row.to_date,
  fromTime: row.from_time,
  toTime: row.to_time,
  reason: row.reason,
});

const COLUMNS = ['id', 'from_date', 'to_date', 'from_time', 'to_time', 'reason'] as const;

/** Days off and skipped holidays on Kysely; the reads are served by days_off_by_range and the reservations' date index. */
export class KyselyDaysOffStore implements DaysOffStore {
  constructor(private readonly db: AppDatabase) {}

  async list(fromDate: string, limit: number): Promise<DayOff[]> {
    const rows = await this.db
      .selectFrom('days_off')
      .select(COLUMNS)
      .where('to_date', '>=', fromDate)
      .orderBy('from_date')
      .orderBy('from_time')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toDayOff);
  }

  async add(inputs: DayOffInput[]): Promise<DayOff[]> {
    if (inputs.length === 0) return [];
    const rows = await this.db
      .insertInto('days_off')
      .values(
        inputs.map((input) => ({
          from_date: input.fromDate,
          to_date: input.toDate,
          from_time: input.fromTime,
          to_time: input.toTime,
          reason: input.reason,
        })),
      )
      .returning(COLUMNS)
      .execute();
    return rows.map(toDayOff);
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('days_off').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async affected(dayOff: DayOffInput, holdsSince: Date, limit: number): Promise<AffectedBooking[]> {
    let query = this.db
      .selectFrom('reservations as r')
      .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.customer_name',
        'r.customer_email',
        'u.first_name',
        'u.last_name',
        'u.email',
        't.title',
        'r.date',
        'r.time',
        'r.status',
      ])
      .where('r.date', '>=', dayOff.fromDate)
      .where('r.date', '<=', dayOff.toDate)
      .where((eb) =>
        eb.or([eb('r.status', '=', 'confirmed'), eb.and([eb('r.status', '=', 'pending'), eb('r.created_at', '>', holdsSince)])]),
      );
    if (dayOff.fromTime !== null && dayOff.toTime !== null)
      query = query.where('r.time', '>=', dayOff.fromTime).where('r.time', '<', dayOff.toTime);
    const rows = await query.orderBy('r.date').orderBy('r.time').orderBy('r.id').limit(limit).execute();
    return rows.map((row) => ({
      _id: row.id,
      customerName: bookedBy(row).customerName,
      typeTitle: row.title,
      date: row.date,
      time: row.time,
      status: row.status as AffectedBooking['status'],
    }));
  }

  async skippedHolidays(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('skipped_holidays').select('date').execute();
    return new Set(rows.map((row) => row.date));
  }

  async skipHolidays(dates: string[]): Promise<void> {
    if (dates.length === 0) return;
    await this.db
      .insertInto('skipped_holidays')
      .values(dates.map((date) => ({ date })))
      .onConflict((c) => c.column('date').doNothing())
      .execute();
  }
}
