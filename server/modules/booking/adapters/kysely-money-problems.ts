/** What the consultant must act on about money, read on Kysely: the refunds owed and the bank's configuration errors. */
import { sql } from 'kysely';
import type { GatewayProblem, RefundOwed } from '../../../../src/core/domain/money-contract';
import type { AppDatabase } from '../../../db/database';
import { bookedBy } from '../booked-by';
import { bankMessage, CONFIGURATION_PREFIX, refundReason } from '../ledger-text';

/** Payments the bank took for a booking that did not stand, oldest first, with the bank's last answer to a reversal. */
export async function refundsOwedIn(db: AppDatabase, limit: number): Promise<RefundOwed[]> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
    .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'p.id as payment_id',
      'r.id as reservation_id',
      'r.customer_name',
      'r.customer_email',
      'u.first_name',
      'u.last_name',
      'u.email',
      't.title',
      'r.date',
      'r.time',
      'p.amount',
      'p.ref_id',
      'p.card_pan',
      'p.failure_reason',
      'p.updated_at',
      'p.gateway_code',
      sql<
        string | null
      >`(SELECT e.message FROM payment_events e WHERE e.payment_id = p.id AND e.kind = 'reverse-answer' ORDER BY e.id DESC LIMIT 1)`.as(
        'last_reverse_message',
      ),
    ])
    .where('p.status', '=', 'refund_required')
    .orderBy('p.updated_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    paymentId: row.payment_id,
    reservationId: row.reservation_id,
    ...bookedBy(row),
    reservationTypeTitle: row.title,
    date: row.date,
    time: row.time,
    amount: row.amount,
    refId: row.ref_id,
    cardPan: row.card_pan,
    reason: refundReason(row.failure_reason),
    since: new Date(row.updated_at).toISOString(),
    lastGatewayCode: row.last_reverse_message === null ? null : row.gateway_code,
    lastGatewayMessage: bankMessage(row.last_reverse_message),
  }));
}

/** Configuration errors the bank reported since `since`, newest first. */
export async function gatewayProblemsSince(db: AppDatabase, since: Date, limit: number): Promise<GatewayProblem[]> {
  const rows = await db
    .selectFrom('payment_events')
    .select(['gateway_code', 'message', 'created_at'])
    .where('created_at', '>=', since)
    .where('message', 'like', `${CONFIGURATION_PREFIX}%`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    code: row.gateway_code,
    message: bankMessage(row.message) ?? '',
    at: new Date(row.created_at).toISOString(),
  }));
}
