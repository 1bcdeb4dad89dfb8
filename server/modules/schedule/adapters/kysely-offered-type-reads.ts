import type { AvailableDate, ReservationType } from '../../../../src/core/domain/reservation-type';
import type { AppDatabase } from '../../../db/database';
import type { ReservationTypeRow } from '../../../db/schema';
import type { OfferedTypeReads } from '../ports/offered-type-reads';
import { offeredSessionOf } from '../../../../src/core/domain/customer-session';
import { sessionPlaceOf } from '../../../db/session-place-columns';
import { openAt } from '../../../db/closed-time';
import { sql } from 'kysely';

/** The types customers see, on Kysely: one query for the types, one for all their slots. */
export class KyselyOfferedTypeReads implements OfferedTypeReads {
  constructor(private readonly db: AppDatabase) {}

  async listActive(fromDate: string): Promise<ReservationType[]> {
    const rows = await this.db
      .selectFrom('reservation_types')
      .selectAll()
      .where('is_active', '=', true)
      .orderBy('display_order')
      .orderBy('created_at')
      .execute();
    const dates = await this.availableDates(rows.map((row) => row.id), fromDate);
    return rows.map((row) => toReservationType(row, dates.get(row.id) ?? []));
  }

  async findActive(id: string, fromDate: string): Promise<ReservationType | null> {
    const row = await this.db
      .selectFrom('reservation_types')
      .selectAll()
      .where('id', '=', id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    const dates = await this.availableDates([row.id], fromDate);
    return toReservationType(row, dates.get(row.id) ?? []);
  }

  private async availableDates(typeIds: string[], fromDate: string): Promise<Map<string, AvailableDate[]>> {
    const byType = new Map<string, AvailableDate[]>();
    if (typeIds.length === 0) return byType;
    const slots = await this.db
      .selectFrom('time_slots')
      .select(['id', 'reservation_type_id', 'date', 'time'])
      .where('reservation_type_id', 'in', typeIds)
      .where('date', '>=', fromDate)
      .where(openAt(sql.ref('time_slots.date'), sql.ref('time_slots.time')))
      .orderBy('date')
      .orderBy('time')
      .execute();
    for (const slot of slots) {
      const dates = byType.get(slot.reservation_type_id) ?? [];
      let day = dates[dates.length - 1];
      if (!day || day.date !== slot.date) {
        day = { date: slot.date, timeSlots: [] };
        dates.push(day);
      }
      day.timeSlots.push({ _id: slot.id, time: slot.time });
      byType.set(slot.reservation_type_id, dates);
    }
    return byType;
  }
}

function toReservationType(row: ReservationTypeRow, availableDates: AvailableDate[]): ReservationType {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    includedServices: row.included_services,
    session: offeredSessionOf(sessionPlaceOf(row)),
    availableDates,
  };
}
