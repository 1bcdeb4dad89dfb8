import { sql } from 'kysely';
import type { FeedBooking } from '../../../../src/core/domain/practice-calendar-feed';
import { bookedSessionMinutes } from '../../../db/booked-length';
import type { AppDatabase } from '../../../db/database';
import { sessionPlaceOf } from '../../../db/session-place-columns';
import type { FeedBookingReads } from '../ports/calendar-feed-ports';

/** The feed's bookings on Kysely: live reservations by date through their partial index (migration 250), with only what an entry shows. */
export class KyselyFeedBookingReads implements FeedBookingReads {
  constructor(private readonly db: AppDatabase) {}

  async liveBookings(fromDate: string, holdsSince: Date, limit: number): Promise<FeedBooking[]> {
    const rows = await this.db
      .selectFrom('reservations as r')
      .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.date',
        'r.time',
        'r.status',
        'r.calendar_sequence',
        'r.updated_at',
        'r.customer_name',
        't.title',
        't.session_mode',
        't.meeting_link',
        't.office_address',
        'u.first_name',
        'u.last_name',
        'u.mobile',
      ])
      .select(bookedSessionMinutes('r').as('session_minutes'))
      .where(sql<boolean>`r.status IN ('pending', 'confirmed')`)
      .where((eb) => eb.or([eb('r.status', '=', 'confirmed'), eb('r.created_at', '>', holdsSince)]))
      .where('r.date', '>=', fromDate)
      .orderBy('r.date')
      .orderBy('r.time')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      reservationId: row.id,
      typeTitle: row.title,
      date: row.date,
      time: row.time,
      sessionMinutes: Number(row.session_minutes),
      held: row.status === 'pending',
      customerName: row.customer_name || `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      customerMobile: row.mobile ?? null,
      place: sessionPlaceOf(row),
      sequence: row.calendar_sequence,
      revisedAt: new Date(row.updated_at),
    }));
  }
}
