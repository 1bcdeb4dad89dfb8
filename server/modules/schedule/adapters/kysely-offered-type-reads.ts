import type { AvailableDate, ReservationType } from '../../../../src/core/domain/reservation-type';
import type { AppDatabase } from '../../../db/database';
import type { ReservationTypeRow } from '../../../db/schema';
import type { OfferedTypeReads } from '../ports/offered-type-reads';
import { offeredSessionOf } from '../../../../src/core/domain/customer-session';
import { sessionPlaceOf } from '../../../db/session-place-columns';
import { openAt } from '../../../db/closed-time';
import { sql } from 'kysely';
import { DEFAULT_BOOKING_NOTICE_MINUTES } from '../../../../src/core/domain/booking-notice';

/** The types customers see, on Kysely: one query for the types, one for all their slots, one for the practice's notice. */
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
    const notice = await this.bookingNoticeMinutes();
    return rows.map((row) => toReservationType(row, notice, dates.get(row.id) ?? []));
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
    return toReservationType(row, await this.bookingNoticeMinutes(), dates.get(row.id) ?? []);
  }

  private async bookingNoticeMinutes(): Promise<number> {
    const row = await this.db.selectFrom('practice_settings').select('minimum_notice_minutes').where('id', '=', 1).executeTakeFirst();
    return row?.minimum_notice_minutes ?? DEFAULT_BOOKING_NOTICE_MINUTES;
  }

  private async availableDates(typeIds: string[], fromDate: string): Promise<Map<string, AvailableDate[]>> {
    const byType = new Map<string, AvailableDate[]>();
    if (typeIds.length === 0) return byType;
    const slots = await this.db
      .selectFrom('time_slots')
      .innerJoin('reservation_types', 'reservation_types.id', 'time_slots.reservation_type_id')
      .select(['time_slots.id', 'time_slots.reservation_type_id', 'time_slots.date', 'time_slots.time'])
      .where('time_slots.reservation_type_id', 'in', typeIds)
      .where('time_slots.date', '>=', fromDate)
      .where(openAt(sql.ref('time_slots.date'), sql.ref('time_slots.time'), sql.ref('reservation_types.duration_minutes')))
      .orderBy('time_slots.date')
      .orderBy('time_slots.time')
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

function toReservationType(row: ReservationTypeRow, bookingNoticeMinutes: number, availableDates: AvailableDate[]): ReservationType {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    includedServices: row.included_services,
    session: offeredSessionOf(sessionPlaceOf(row)),
    durationMinutes: row.duration_minutes,
    bufferMinutes: row.buffer_minutes,
    popular: row.is_popular,
    bookingNoticeMinutes,
    availableDates,
  };
}
