import type { BookingOutcome } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import type { PaymentSettlement, StoredPayment, StoredReservation } from '../ports/booking-store';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import { lapseStaleHolds, writeLedger } from './kysely-booking-rows';
import { isExclusionViolation } from '../../../db/postgres-errors';

/**
 * The bank said paid, in one transaction: confirm the booking if it can be (pending, or a lapsed
 * hold whose time is still free, and not already paid), then move the payment as the settlement
 * decides. Null when the payment was no longer open (another settler got there first).
 */
export async function settlePaidIn(
  db: AppDatabase,
  payment: StoredPayment,
  reservation: StoredReservation,
  settlement: PaymentSettlement,
): Promise<BookingOutcome | null> {
  const attempt = async (tryToConfirm: boolean): Promise<BookingOutcome | null> =>
    db.transaction().execute(async (trx) => {
      // Lock the payment first: of two settlers (the callback and the job), the second waits and then sees it settled.
      const open = await trx.selectFrom('payments').select('status').where('id', '=', payment.id).forUpdate().executeTakeFirst();
      if (open?.status !== 'initiated') return null;
      let outcome: BookingOutcome;
      const current = await trx
        .selectFrom('reservations')
        .select(['status', 'payment_id'])
        .where('id', '=', reservation.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.payment_id !== null || current.status === 'confirmed') outcome = 'already-paid';
      else if (!tryToConfirm || !['pending', 'expired'].includes(current.status)) outcome = 'slot-lost';
      else {
        await lapseStaleHolds(trx, reservation, new Date(settlement.at.getTime() - PENDING_HOLD_MS), settlement.at);
        await trx
          .updateTable('reservations')
          .set({ status: 'confirmed', payment_id: payment.id, cancel_reason: null, updated_at: settlement.at })
          .where('id', '=', reservation.id)
          .execute();
        await writeLedger(
          trx,
          reservation.id,
          payment.id,
          { kind: 'confirmed', actor: 'system' },
          settlement.at,
          current.status,
          'confirmed',
        );
        outcome = 'confirmed';
      }
      const to = settlement.decide(outcome);
      // the lifecycle always moves an open payment the bank paid; refusing here would leave a confirmation without its payment
      if (!to) throw new Error(`the payment lifecycle refused BANK_PAID (${outcome}) for payment ${payment.id}`);
      await trx
        .updateTable('payments')
        .set({
          status: to,
          ref_id: settlement.refId,
          card_pan: settlement.cardPan,
          gateway_code: settlement.gatewayCode,
          paid_at: settlement.at,
          failure_reason: outcome === 'confirmed' ? null : outcome,
          check_after: to === 'refund_required' ? settlement.at : null,
          lease_until: null,
          updated_at: settlement.at,
        })
        .where('id', '=', payment.id)
        .execute();
      await writeLedger(trx, reservation.id, payment.id, settlement.event, settlement.at, 'initiated', to);
      return outcome;
    });
  try {
    return await attempt(true);
  } catch (error) {
    // Another booking's range overlaps it (the one-calendar constraint): the money was taken for a slot that is gone.
    if (!isExclusionViolation(error)) throw error;
    return attempt(false);
  }
}
