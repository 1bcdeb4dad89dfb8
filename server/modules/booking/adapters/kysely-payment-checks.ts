/** The reconciliation job's queue of open payments on Kysely: when it asks the bank again (`check_after`), and whose turn it is (`lease_until`). */
import type { AppDatabase } from '../../../db/database';
import type { LedgerEvent, StoredPayment } from '../ports/booking-store';
import { toPayment, writeLedger } from './kysely-booking-rows';

/** Leaves the payment where it is, noting the answer and when to ask again. */
export async function postponePaymentIn(
  db: AppDatabase,
  payment: StoredPayment,
  checkAfter: Date | null,
  event: LedgerEvent,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payments')
      .set({ check_after: checkAfter, lease_until: null, gateway_code: event.gatewayCode ?? null, updated_at: at })
      .where('id', '=', payment.id)
      .execute();
    await writeLedger(trx, payment.reservationId, payment.id, event, at, payment.status, payment.status);
  });
}

/** The payments due a check now, leased to the caller until `leaseUntil`. */
export async function claimDuePaymentsIn(db: AppDatabase, now: Date, leaseUntil: Date, limit: number): Promise<StoredPayment[]> {
  // SKIP LOCKED: two processes claiming at once take different rows; the lease outlives a killed process only until it ends.
  const rows = await db
    .updateTable('payments')
    .set((eb) => ({ lease_until: leaseUntil, checks: eb('checks', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('id')
        .where('status', 'in', ['initiated', 'refund_required'])
        .where('check_after', '<=', now)
        .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
        .orderBy('check_after')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return rows.map(toPayment);
}

/** These authorities' open payments are due a check at once. */
export async function dueNowIn(db: AppDatabase, authorities: string[], now: Date): Promise<void> {
  if (authorities.length === 0) return;
  await db
    .updateTable('payments')
    .set({ check_after: now })
    .where('authority', 'in', authorities)
    .where('status', '=', 'initiated')
    .execute();
}
