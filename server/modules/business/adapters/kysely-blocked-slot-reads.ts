import { sql } from 'kysely';
import type { AgendaBlockedSlot } from '../../../../src/core/contracts/api/business-api';
import type { DateRange } from '../../../../src/core/domain/business-weeks';
import type { AppDatabase } from '../../../db/database';
import { freeOfOutsideBusy } from '../../../db/outside-busy';
import type { BlockedSlotReads } from '../ports/blocked-slot-reads';

/**
 * The agenda's blocked slots on Kysely: the range's slots on their date index, each asked of
 * outside_busy_by_range with the rule offering follows (server/db/outside-busy.ts), and of the
 * reservations' date index for a live booking at its time.
 */
export class KyselyBlockedSlotReads implements BlockedSlotReads {
  constructor(private readonly db: AppDatabase) {}

  async blockedSlots(range: DateRange, holdsSince: Date, limit: number): Promise<AgendaBlockedSlot[]> {
    const rows = await this.db
      .selectFrom('time_slots as s')
      .innerJoin('reservation_types as t', 't.id', 's.reservation_type_id')
      .select(['s.date', 's.time', 't.title'])
      .where('s.date', '>=', range.from)
      .where('s.date', '<=', range.to)
      .where('t.is_active', '=', true)
      .where((eb) => eb.not(freeOfOutsideBusy(sql.ref('s.date'), sql.ref('s.time'), sql`t.duration_minutes + t.buffer_minutes`)))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reservations as r')
              .select(sql`1`.as('one'))
              .whereRef('r.date', '=', 's.date')
              .whereRef('r.time', '=', 's.time')
              .where((eb) =>
                eb.or([eb('r.status', '=', 'confirmed'), eb.and([eb('r.status', '=', 'pending'), eb('r.created_at', '>', holdsSince)])]),
              ),
          ),
        ),
      )
      .orderBy('s.date')
      .orderBy('s.time')
      .orderBy('t.display_order')
      .orderBy('t.title')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ date: row.date, time: row.time, typeTitle: row.title }));
  }
}
