import { sql } from 'kysely';
import { addDays } from '../../../../src/core/domain/business-time';
import { holdRemainingMs } from '../../../../src/core/domain/countdown';
import { sessionStart } from '../../../../src/core/domain/customer-change';
import type { MyReservation } from '../../../../src/core/domain/my-reservation';
import type { GatewayProblem, LedgerEntry, PaymentHistoryAnswer, RefundOwed } from '../../../../src/core/domain/money-contract';
import type { PaymentLifecycleStatus, ReservationLifecycleStatus } from '../../../../src/core/domain/money-status';
import type { AppDatabase } from '../../../db/database';
import { bookedSessionMinutes } from '../../../db/booked-length';
import { sessionPlaceOf } from '../../../db/session-place-columns';
import { customerSessionOf } from '../../../../src/core/domain/customer-session';
import type { SessionPlace } from '../../../../src/core/domain/session-mode';
import type { BookingReads, ReceiptFacts, TakenTime } from '../ports/booking-reads';
import { RECEIPT_PAYMENT_STATUSES } from '../../../../src/core/domain/receipt';
import { bankMessage, ledgerText } from '../ledger-text';
import { gatewayProblemsSince, refundsOwedIn } from './kysely-money-problems';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The booking module's reads on Kysely; each one is bounded and served by an index. */
export class KyselyBookingReads implements BookingReads {
  constructor(private readonly db: AppDatabase) {}

  async takenTimes(date: string, holdStartedAfter: Date): Promise<TakenTime[]> {
    const dayStart = sessionStart(date, '00:00');
    const dayEnd = sessionStart(addDays(date, 1), '00:00');
    // the one-calendar constraint's index answers "which live ranges overlap this day"
    const rows = await this.db
      .selectFrom('reservations')
      .select(['time', 'status', 'created_at', 'starts_at', 'blocked_until'])
      .where(sql<boolean>`tstzrange(starts_at, blocked_until) && tstzrange(${dayStart}, ${dayEnd})`)
      .where('status', 'in', ['pending', 'confirmed'])
      .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb('created_at', '>', holdStartedAfter)]))
      .orderBy('starts_at')
      .execute();
    const minutesIn = (instant: Date) => Math.round((new Date(instant).getTime() - dayStart.getTime()) / 60_000);
    return rows.map((row) => ({
      timeSlot: row.time,
      status: row.status as 'pending' | 'confirmed',
      createdAt: new Date(row.created_at).toISOString(),
      busyFrom: minutesIn(row.starts_at),
      busyUntil: minutesIn(row.blocked_until),
    }));
  }

  async myReservations(userId: string, now: Date, limit: number): Promise<MyReservation[]> {
    const rows = await this.db
      .selectFrom('reservations as r')
      .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      // the payment that confirmed it, else its latest attempt
      .leftJoin('payments as p', (join) =>
        join.on(
          'p.id',
          '=',
          sql<string>`coalesce(r.payment_id,
        (SELECT q.id FROM payments q WHERE q.reservation_id = r.id ORDER BY q.created_at DESC, q.id DESC LIMIT 1))`,
        ),
      )
      .select([
        'r.id',
        'r.reservation_type_id',
        't.title',
        'r.date',
        'r.time',
        'r.price',
        'r.status',
        'r.cancel_reason',
        'r.created_at',
        'p.status as payment_status',
        'p.amount',
        'p.ref_id',
        'p.card_pan',
        'p.paid_at',
      ])
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select(['t.session_mode', 't.meeting_link', 't.office_address', 'u.mobile'])
      .select(bookedSessionMinutes('r').as('session_minutes'))
      .select(
        sql<number | null>`(SELECT max(v.version) FROM report_versions v WHERE v.reservation_id = r.id AND v.state = 'sent')`.as(
          'report_version',
        ),
      )
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      session: customerSessionOf(
        sessionPlaceOf(row),
        { date: row.date, time: row.time, sessionMinutes: row.session_minutes, status: row.status, customerMobile: row.mobile },
        now,
      ),
      _id: row.id,
      reservationTypeId: row.reservation_type_id,
      title: row.title,
      date: row.date,
      timeSlot: row.time,
      sessionMinutes: row.session_minutes,
      // only once a report was sent: the answer of a booking without one is as it was
      ...(row.report_version ? { reportVersion: row.report_version } : {}),
      price: row.price,
      // a hold whose six minutes are over holds nothing, whether or not the job has written it down yet
      status: row.status === 'pending' && holdRemainingMs(row.created_at, now.getTime()) <= 0 ? 'expired' : row.status,
      createdAt: new Date(row.created_at).toISOString(),
      cancelReason: row.cancel_reason,
      paymentRefId: row.status === 'confirmed' ? row.ref_id : null,
      payment:
        row.payment_status === null
          ? null
          : {
              status: row.payment_status as PaymentLifecycleStatus,
              amount: row.amount!,
              refId: row.ref_id,
              cardPan: row.card_pan,
              paidAt: iso(row.paid_at),
            },
    }));
  }

  async sessionPlace(reservationTypeId: string): Promise<SessionPlace | null> {
    const row = await this.db
      .selectFrom('reservation_types')
      .select(['session_mode', 'meeting_link', 'office_address'])
      .where('id', '=', reservationTypeId)
      .executeTakeFirst();
    return row ? sessionPlaceOf(row) : null;
  }

  async paymentHistory(reservationId: string): Promise<Omit<PaymentHistoryAnswer, 'success'> | null> {
    const reservation = await this.db.selectFrom('reservations').select('status').where('id', '=', reservationId).executeTakeFirst();
    if (!reservation) return null;
    const payments = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(100)
      .execute();
    const events = await this.db
      .selectFrom('payment_events')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .limit(500)
      .execute();
    return {
      reservationStatus: reservation.status as ReservationLifecycleStatus,
      payments: payments.map((payment) => ({
        _id: payment.id,
        gateway: payment.gateway,
        authority: payment.authority,
        amount: payment.amount,
        status: payment.status,
        refId: payment.ref_id,
        cardPan: payment.card_pan,
        gatewayCode: payment.gateway_code,
        failureReason: payment.failure_reason,
        createdAt: new Date(payment.created_at).toISOString(),
        paidAt: iso(payment.paid_at),
      })),
      events: events.map((event): LedgerEntry => ({
        kind: event.kind,
        text: ledgerText(event.kind, event.to_status),
        fromStatus: event.from_status,
        toStatus: event.to_status,
        gatewayCode: event.gateway_code,
        message: bankMessage(event.message),
        actor: event.actor,
        createdAt: new Date(event.created_at).toISOString(),
      })),
    };
  }

  async receiptFacts(reservationId: string): Promise<ReceiptFacts | null> {
    const reservation = await this.db
      .selectFrom('reservations as r')
      .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      .select(['r.user_id', 't.title', 'r.date', 'r.time', 'r.payment_id'])
      .where('r.id', '=', reservationId)
      .executeTakeFirst();
    if (!reservation) return null;
    const payment = await this.db
      .selectFrom('payments')
      .select(['status', 'amount', 'ref_id', 'card_pan', 'paid_at'])
      .where('reservation_id', '=', reservationId)
      .where('paid_at', 'is not', null)
      .where('status', 'in', RECEIPT_PAYMENT_STATUSES)
      .orderBy(sql`id = ${reservation.payment_id}`, 'desc')
      .orderBy('paid_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const invoice = await this.db
      .selectFrom('tax_invoices')
      .select('tax_id')
      .where('reservation_id', '=', reservationId)
      .where('subject', '=', 1)
      .where('status', '=', 'accepted')
      .executeTakeFirst();
    return {
      acceptedTaxId: invoice?.tax_id ?? null,
      userId: reservation.user_id,
      typeTitle: reservation.title,
      date: reservation.date,
      time: reservation.time,
      payment: payment
        ? {
            status: payment.status as PaymentLifecycleStatus,
            amount: payment.amount,
            refId: payment.ref_id,
            cardPan: payment.card_pan,
            paidAt: iso(payment.paid_at)!,
          }
        : null,
    };
  }

  refundsOwed(limit: number): Promise<RefundOwed[]> {
    return refundsOwedIn(this.db, limit);
  }

  gatewayProblems(since: Date, limit: number): Promise<GatewayProblem[]> {
    return gatewayProblemsSince(this.db, since, limit);
  }
}
