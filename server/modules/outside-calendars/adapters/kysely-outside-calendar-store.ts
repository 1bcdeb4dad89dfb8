import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { GoodReading, NewCalendar, OutsideCalendarStore, StoredCalendar } from '../ports/outside-calendars-ports';

const at = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Busy intervals written per statement: well inside PostgreSQL's limit of bound values. */
const ROWS_PER_INSERT = 1000;

/** The outside calendars on Kysely: a row each, and their busy intervals replaced whole by a good reading. */
export class KyselyOutsideCalendarStore implements OutsideCalendarStore {
  constructor(private readonly db: AppDatabase) {}

  async list(): Promise<StoredCalendar[]> {
    const rows = await this.db
      .selectFrom('outside_calendars as c')
      .selectAll('c')
      .select(sql<string>`(SELECT count(*) FROM outside_busy b WHERE b.calendar_id = c.id)`.as('busy_count'))
      .orderBy('c.created_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      label: row.label,
      host: row.host,
      sealedAddress: row.address_sealed,
      etag: row.etag,
      lastModified: row.last_modified,
      addedAt: new Date(row.created_at),
      lastReadAt: at(row.last_read_at),
      failingSince: at(row.failing_since),
      failure: row.failure,
      failureToldAt: at(row.failure_told_at),
      busyCount: Number(row.busy_count),
    }));
  }

  async add(calendar: NewCalendar): Promise<string | null> {
    const row = await this.db
      .insertInto('outside_calendars')
      .values({
        label: calendar.label,
        host: calendar.host,
        address_sealed: calendar.sealedAddress,
        address_hash: calendar.addressHash,
        created_at: calendar.at,
      })
      .onConflict((conflict) => conflict.column('address_hash').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('outside_calendars').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async keepReading(id: string, reading: GoodReading): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const kept = await trx
        .updateTable('outside_calendars')
        .set({ etag: reading.etag, last_modified: reading.lastModified, last_read_at: reading.at, failing_since: null, failure: null })
        .where('id', '=', id)
        .executeTakeFirst();
      if (kept.numUpdatedRows === 0n) return;
      await trx.deleteFrom('outside_busy').where('calendar_id', '=', id).execute();
      for (let from = 0; from < reading.busy.length; from += ROWS_PER_INSERT) {
        const rows = reading.busy
          .slice(from, from + ROWS_PER_INSERT)
          .map((busy) => ({ calendar_id: id, starts_at: busy.start, ends_at: busy.end }));
        await trx.insertInto('outside_busy').values(rows).execute();
      }
    });
  }

  async keepUnchanged(id: string, readAt: Date): Promise<void> {
    await this.db
      .updateTable('outside_calendars')
      .set({ last_read_at: readAt, failing_since: null, failure: null })
      .where('id', '=', id)
      .execute();
  }

  async recordFailure(id: string, failure: string, failedAt: Date): Promise<Date> {
    const row = await this.db
      .updateTable('outside_calendars')
      .set({ failure, failing_since: sql`coalesce(failing_since, ${failedAt})` })
      .where('id', '=', id)
      .returning('failing_since')
      .executeTakeFirst();
    return at(row?.failing_since ?? null) ?? failedAt;
  }

  async markFailureTold(id: string, toldAt: Date): Promise<void> {
    await this.db.updateTable('outside_calendars').set({ failure_told_at: toldAt }).where('id', '=', id).execute();
  }
}
