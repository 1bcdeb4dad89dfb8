import type { AppDatabase } from '../../../db/database';
import type { ReportBooking, ReportBookings } from '../ports/report-bookings';

/** A booking with its type and customer, by its primary key, for its report. */
export class KyselyReportBookings implements ReportBookings {
  constructor(private readonly db: AppDatabase) {}

  async booking(reservationId: string): Promise<ReportBooking | null> {
    const row = await this.db
      .selectFrom('reservations as r')
      .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.user_id',
        'r.status',
        'r.date',
        'r.time',
        'r.starts_at',
        'r.customer_name',
        'r.customer_email',
        't.title',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.mobile',
      ])
      .where('r.id', '=', reservationId)
      .executeTakeFirst();
    if (!row) return null;
    const userName = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
    return {
      reservationId: row.id,
      userId: row.user_id,
      status: row.status,
      typeTitle: row.title,
      date: row.date,
      time: row.time,
      startsAt: new Date(row.starts_at),
      customerName: row.customer_name || userName,
      customerEmail: row.email || row.customer_email || null,
      customerMobile: row.mobile || null,
    };
  }
}
