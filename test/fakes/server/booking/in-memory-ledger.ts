/**
 * The in-memory store's one calendar and ledger, as kysely-booking-rows keeps the database's:
 * whether a live booking overlaps a time, stale holds lapsed, and a ledger line with every change.
 */
import { sessionStart } from '../../../../src/core/domain/customer-change';
import { DEFAULT_SESSION_MINUTES } from '../../../../src/core/domain/session-length';
import type { ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';
import type { LedgerEvent } from '../../../../server/modules/booking';
import type { StoredLedgerLine, StoredReservationRow } from './booking-rows';

const LIVE: readonly ReservationLifecycleStatus[] = ['pending', 'confirmed'];

/** whether another live booking (pending or confirmed, lapsed or not) overlaps a session at this date and time, as the one-calendar constraint says */
export function takenBy(reservations: readonly StoredReservationRow[], date: string, time: string, except?: string): boolean {
  return reservations.some((row) => row.id !== except && overlaps(row, { date, time }) && LIVE.includes(row.status));
}

export function lapseHolds(
  reservations: readonly StoredReservationRow[],
  ledger: StoredLedgerLine[],
  date: string,
  time: string,
  lapsedBefore: Date,
  at: Date,
): void {
  for (const row of reservations) {
    if (overlaps(row, { date, time }) && row.status === 'pending' && row.createdAt <= lapsedBefore) {
      setStatus(ledger, row, 'expired', at, { kind: 'hold-lapsed', actor: 'system' });
    }
  }
}

export function setStatus(
  ledger: StoredLedgerLine[],
  row: StoredReservationRow,
  to: ReservationLifecycleStatus,
  at: Date,
  event: LedgerEvent,
  paymentId: string | null = null,
): void {
  const from = row.status;
  row.status = to;
  writeLedger(ledger, row.id, paymentId, event, at, from, to);
}

export function writeLedger(
  ledger: StoredLedgerLine[],
  reservationId: string,
  paymentId: string | null,
  event: LedgerEvent,
  at: Date,
  from: string | null,
  to: string | null,
): void {
  ledger.push({
    reservationId,
    paymentId,
    ...event,
    gatewayCode: event.gatewayCode ?? null,
    message: event.message ?? null,
    actorId: event.actorId ?? null,
    from,
    to,
    at,
  });
}

function overlaps(a: { date: string; time: string }, b: { date: string; time: string }): boolean {
  return Math.abs(sessionStart(a.date, a.time).getTime() - sessionStart(b.date, b.time).getTime()) < DEFAULT_SESSION_MINUTES * 60_000;
}
