import { sql } from 'kysely';
import type { AdminBooking, BookingFilters } from '../../../../src/core/domain/admin-booking';
import type { AppDatabase } from '../../../db/database';
import { reservationsMatching } from '../../../db/reservations-matching';
import { bookedBy } from '../../booking';
import type { BookingListReads } from '../ports/booking-list-reads';

/** The consultant's bookings table on Kysely. */
export class KyselyBookingListReads implements BookingListReads {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Each half of the table's order is read in the order of the date index and stops at the
   * limit, so the cost follows what is shown, not how many bookings have piled up.
   */
  async find(filters: BookingFilters, today: string, limit: number): Promise<AdminBooking[]> {
    const db = this.db;
    const upcoming = await bookingRows(db, filters)
      .where('r.status', '=', 'confirmed')
      .where('r.date', '>=', today)
      .orderBy('r.date')
      .orderBy('r.time')
      .limit(limit)
      .execute();
    const rest =
      upcoming.length === limit
        ? []
        : await bookingRows(db, filters)
            .where((eb) => eb.or([eb('r.status', '<>', 'confirmed'), eb('r.date', '<', today)]))
            .orderBy('r.date', 'desc')
            .orderBy('r.time', 'desc')
            .limit(limit - upcoming.length)
            .execute();
    return [...upcoming, ...rest].map(toAdminBooking);
  }
}

/**
 * The reservations matching the filters (the query the business view's totals share) with their
 * customer, type and payments: the latest payment attempt (one index lookup per row, on payments by reservation) and the payment that
 * confirmed it, for its reference.
 */
function bookingRows(db: AppDatabase, filters: BookingFilters) {
  return reservationsMatching(db, filters)
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('payments as c', 'c.id', 'r.payment_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payments as q')
          .select(['q.status', 'q.ref_id', 'q.gateway_code', 'q.failure_reason', 'q.paid_at'])
          .whereRef('q.reservation_id', '=', 'r.id')
          .orderBy('q.created_at', 'desc')
          .orderBy('q.id', 'desc')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select([
      'r.id',
      'r.date',
      'r.time',
      'r.price',
      'r.status',
      'r.cancel_reason',
      'r.created_at',
      'r.reservation_type_id',
      'r.customer_name',
      'r.customer_email',
      't.title as type_title',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.mobile',
      sql<string | null>`coalesce(c.ref_id, p.ref_id)`.as('ref_id'),
      'p.status as payment_status',
      'p.gateway_code',
      'p.failure_reason',
      'p.paid_at',
      'r.no_show_at',
      'r.answers',
    ]);
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['execute']>>[number];

function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    _id: row.id,
    ...bookedBy(row),
    customerMobile: row.mobile ?? null,
    reservationTypeId: row.reservation_type_id,
    reservationTypeTitle: row.type_title,
    date: row.date,
    time: row.time,
    price: row.price,
    status: row.status,
    refId: row.ref_id,
    cancelReason: row.cancel_reason,
    createdAt: new Date(row.created_at).toISOString(),
    paymentStatus: row.payment_status ?? null,
    gatewayCode: row.gateway_code ?? null,
    failureReason: row.failure_reason ?? null,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    noShowAt: row.no_show_at ? new Date(row.no_show_at).toISOString() : null,
    ...(row.answers.length === 0 ? {} : { answers: row.answers }),
  };
}
