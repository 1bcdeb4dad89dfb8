import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import { bookedSessionMinutes } from '../../../db/booked-length';
import type { CancelMoneyOutcome } from '../../booking';
import type { CancelledNotice, ConsultantContact, NoticeBooking } from '../ports/notice-booking';
import { sweepMarker } from '../ports/notice-keys';
import type { MissedNotice, NoticeReads } from '../ports/notice-reads';

const ID = '\u0000';

/** The notices module's reads on Kysely: a booking with its type and customer, the admins, what the sweep and reminders look for. */
export class KyselyNoticeReads implements NoticeReads {
  constructor(private readonly db: AppDatabase) {}

  async booking(reservationId: string): Promise<NoticeBooking | null> {
    const row = await this.rows().where('r.id', '=', reservationId).executeTakeFirst();
    return row ? toNoticeBooking(row) : null;
  }

  async consultants(): Promise<ConsultantContact[]> {
    return this.db.selectFrom('users').select(['email', 'mobile']).where('is_admin', '=', true).orderBy('email').execute();
  }

  async cancellationOf(reservationId: string): Promise<CancelledNotice> {
    const event = await this.db
      .selectFrom('payment_events')
      .select('kind')
      .where('reservation_id', '=', reservationId)
      .where('kind', 'in', ['cancelled-by-customer', 'cancelled-by-consultant'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const payments = await this.db
      .selectFrom('payments')
      .select(['status', 'amount'])
      .where('reservation_id', '=', reservationId)
      .where('amount', '>', 0)
      .execute();
    const statuses = payments.map((p) => p.status);
    const money: CancelMoneyOutcome = statuses.includes('reversed')
      ? 'reversed'
      : statuses.some((s) => s === 'refund_required' || s === 'refunded')
        ? 'refund-owed'
        : 'nothing-paid';
    return { by: event?.kind === 'cancelled-by-customer' ? 'customer' : 'consultant', money };
  }

  async missedSince(since: Date, limit: number): Promise<MissedNotice[]> {
    const missed: MissedNotice[] = [];
    for (const occasion of ['confirmed', 'cancelled'] as const) {
      const [before, after] = sweepMarker(occasion, ID).split(ID);
      // (status, updated_at) is indexed; the outbox's unique dedupe key answers the NOT EXISTS.
      const rows = await this.rows()
        .where('r.status', '=', occasion)
        .where('r.updated_at', '>=', since)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox_messages as o')
                .select('o.id')
                .where('o.dedupe_key', '=', sql<string>`${before} || cast(r.id as text) || ${after}`),
            ),
          ),
        )
        .orderBy('r.updated_at')
        .limit(limit)
        .execute();
      for (const row of rows) {
        const booking = toNoticeBooking(row);
        missed.push(
          occasion === 'confirmed' ? { occasion, booking } : { occasion, booking, cancelled: await this.cancellationOf(booking.id) },
        );
      }
    }
    return missed;
  }

  async confirmedOn(fromDate: string, toDate: string, limit: number): Promise<NoticeBooking[]> {
    const rows = await this.rows()
      .where('r.status', '=', 'confirmed')
      .where('r.date', '>=', fromDate)
      .where('r.date', '<=', toDate)
      .orderBy('r.date')
      .orderBy('r.time')
      .limit(limit)
      .execute();
    return rows.map(toNoticeBooking);
  }

  private rows() {
    return (
      this.db
        .selectFrom('reservations as r')
        .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
        .leftJoin('users as u', 'u.id', 'r.user_id')
        // the payment that confirmed the booking, by its primary key
        .leftJoin('payments as p', 'p.id', 'r.payment_id')
        .select([
          'r.id',
          'r.status',
          'r.date',
          'r.time',
          'r.updated_at',
          'r.customer_name',
          'r.customer_email',
          'r.price',
          'r.answers',
          't.title',
          't.session_mode',
          't.meeting_link',
          't.office_address',
          'p.amount as payment_amount',
          'p.ref_id as payment_ref_id',
          'p.paid_at as payment_paid_at',
          'u.first_name',
          'u.last_name',
          'u.email',
          'u.mobile',
        ])
        .select(bookedSessionMinutes('r').as('duration_minutes'))
    );
  }
}

type Row = Awaited<ReturnType<ReturnType<KyselyNoticeReads['rows']>['executeTakeFirstOrThrow']>>;

function toNoticeBooking(row: Row): NoticeBooking {
  const userName = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    status: row.status,
    typeTitle: row.title,
    date: row.date,
    time: row.time,
    place: { mode: row.session_mode, meetingLink: row.meeting_link, officeAddress: row.office_address },
    durationMinutes: row.duration_minutes,
    price: row.price,
    payment: row.payment_paid_at && (row.payment_amount ?? 0) > 0 ? { refId: row.payment_ref_id } : null,
    customer: { name: row.customer_name || userName, email: row.customer_email || row.email || '', mobile: row.mobile ?? null },
    standingSince: row.updated_at,
    ...(row.answers.length === 0 ? {} : { answers: row.answers }),
  };
}
