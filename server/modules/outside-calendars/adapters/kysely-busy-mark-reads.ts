import { sql } from 'kysely';
import type { BusyMark } from '../../../../src/core/domain/outside-calendar';
import type { AppDatabase } from '../../../db/database';
import { freeOfOutsideBusy, overlapsOutsideBusy } from '../../../db/outside-busy';
import type { BusyMarkReads } from '../ports/outside-calendars-ports';

/** The slots and bookings the kept busy intervals touch, on Kysely: the same rule offering and booking follow. */
export class KyselyBusyMarkReads implements BusyMarkReads {
  constructor(private readonly db: AppDatabase) {}

  async blockedSlots(fromDate: string, limit: number): Promise<BusyMark[]> {
    const rows = await this.db
      .selectFrom('time_slots as s')
      .innerJoin('reservation_types as t', 't.id', 's.reservation_type_id')
      .select(['s.date', 's.time', 't.title'])
      .where('s.date', '>=', fromDate)
      .where('t.is_active', '=', true)
      .where((eb) => eb.not(freeOfOutsideBusy(sql.ref('s.date'), sql.ref('s.time'), sql`t.duration_minutes + t.buffer_minutes`)))
      .orderBy('s.date')
      .orderBy('s.time')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ date: row.date, time: row.time, typeTitle: row.title }));
  }

  async collisions(fromDate: string, holdsSince: Date, limit: number): Promise<BusyMark[]> {
    const rows = await this.db
      .selectFrom('reservations as r')
      .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.date', 'r.time', 'r.customer_name', 't.title', 'u.first_name', 'u.last_name'])
      .where(sql<boolean>`r.status IN ('pending', 'confirmed')`)
      .where((eb) => eb.or([eb('r.status', '=', 'confirmed'), eb('r.created_at', '>', holdsSince)]))
      .where('r.date', '>=', fromDate)
      .where(overlapsOutsideBusy(sql.ref('r.starts_at'), sql.ref('r.ends_at')))
      .orderBy('r.date')
      .orderBy('r.time')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      date: row.date,
      time: row.time,
      typeTitle: row.title,
      reservationId: row.id,
      customerName: row.customer_name || `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    }));
  }
}
