/** The in-memory store's settlement of a payment the bank said paid, as kysely-settle-paid makes it. */
import type { BookingOutcome } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { PaymentSettlement, StoredPayment, StoredReservation } from '../../../../server/modules/booking';
import type { StoredLedgerLine, StoredPaymentRow, StoredReservationRow } from './booking-rows';
import { setStatus, takenBy, writeLedger } from './in-memory-ledger';

/**
 * Confirms the booking if it can be (pending, or a lapsed hold whose time is still free, and not
 * already paid), then moves the payment as the settlement decides; null when the payment was no longer open.
 */
export function settlePaidIn(
  store: { reservations: StoredReservationRow[]; payments: StoredPaymentRow[]; ledger: StoredLedgerLine[] },
  payment: StoredPayment,
  reservation: StoredReservation,
  settlement: PaymentSettlement,
): BookingOutcome | null {
  const open = store.payments.find((row) => row.id === payment.id);
  if (open?.status !== 'initiated') return null;
  const booking = store.reservations.find((row) => row.id === reservation.id)!;
  let outcome: BookingOutcome;
  if (booking.paymentId !== null || booking.status === 'confirmed') outcome = 'already-paid';
  else if (!['pending', 'expired'].includes(booking.status) || takenBy(store.reservations, booking.date, booking.time, booking.id))
    outcome = 'slot-lost';
  else outcome = 'confirmed';
  const to = settlement.decide(outcome);
  if (!to) throw new Error(`the payment lifecycle refused BANK_PAID (${outcome}) for payment ${payment.id}`);
  if (outcome === 'confirmed') {
    booking.paymentId = payment.id;
    booking.cancelReason = null;
    setStatus(store.ledger, booking, 'confirmed', settlement.at, { kind: 'confirmed', actor: 'system' }, payment.id);
  }
  Object.assign(open, {
    status: to,
    refId: settlement.refId,
    cardPan: settlement.cardPan,
    gatewayCode: settlement.gatewayCode,
    paidAt: settlement.at,
    failureReason: outcome === 'confirmed' ? null : outcome,
    checkAfter: to === 'refund_required' ? settlement.at : null,
    leaseUntil: null,
    updatedAt: settlement.at,
  });
  writeLedger(store.ledger, booking.id, payment.id, settlement.event, settlement.at, 'initiated', to);
  return outcome;
}
