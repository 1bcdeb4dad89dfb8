import { lifecycleStep } from '../../../src/core/domain/lifecycle-step';
import { PENDING_HOLD_MS } from '../../../src/core/domain/limits';
import { paymentLifecycleMachine, type PaymentLifecycleStatus } from '../../../src/core/machines/payment-lifecycle-machine';
import { reservationLifecycleMachine, type ReservationLifecycleStatus } from '../../../src/core/machines/reservation-lifecycle-machine';

const heldAt = Date.parse('2026-11-22T08:00:00Z');
const facts = { userId: 'u1', createdAt: new Date(heldAt).toISOString() };
const during = heldAt + PENDING_HOLD_MS - 1;
const after = heldAt + PENDING_HOLD_MS;
const reservation = (from: ReservationLifecycleStatus, event: Parameters<typeof lifecycleStep<typeof reservationLifecycleMachine>>[3]) =>
  lifecycleStep(reservationLifecycleMachine, from, facts, event);
const payment = (
  from: PaymentLifecycleStatus,
  event: Parameters<typeof lifecycleStep<typeof paymentLifecycleMachine>>[3],
  amount = 1_500_000,
) => lifecycleStep(paymentLifecycleMachine, from, { amount }, event);

describe('a reservation’s life', () => {
  it('lets its own customer pay again or release it while the hold lasts, and nobody else', () => {
    expect(reservation('pending', { type: 'PAY_AGAIN', userId: 'u1', at: during })).toBe('pending');
    expect(reservation('pending', { type: 'RELEASE', userId: 'u1', at: during })).toBe('released');
    expect(reservation('pending', { type: 'RELEASE', userId: 'u2', at: during })).toBeNull();
    expect(reservation('pending', { type: 'PAY_AGAIN', userId: 'u1', at: after })).toBeNull();
  });

  it('expires only once its six minutes are over', () => {
    expect(reservation('pending', { type: 'HOLD_LAPSED', at: during })).toBeNull();
    expect(reservation('pending', { type: 'HOLD_LAPSED', at: after })).toBe('expired');
  });

  it('is confirmed by a payment, also a late one, but never after release or cancel', () => {
    expect(reservation('pending', { type: 'PAYMENT_CONFIRMED' })).toBe('confirmed');
    expect(reservation('expired', { type: 'PAYMENT_CONFIRMED' })).toBe('confirmed');
    expect(reservation('released', { type: 'PAYMENT_CONFIRMED' })).toBeNull();
    expect(reservation('cancelled', { type: 'PAYMENT_CONFIRMED' })).toBeNull();
    expect(reservation('confirmed', { type: 'PAYMENT_CONFIRMED' })).toBeNull();
  });

  it('can be cancelled by the consultant while held or confirmed, not after it expired', () => {
    expect(reservation('pending', { type: 'CANCEL_BY_CONSULTANT' })).toBe('cancelled');
    expect(reservation('confirmed', { type: 'CANCEL_BY_CONSULTANT' })).toBe('cancelled');
    expect(reservation('expired', { type: 'CANCEL_BY_CONSULTANT' })).toBeNull();
  });
});

describe('a payment’s life', () => {
  it('is paid only when the bank paid and the booking was confirmed by it', () => {
    expect(payment('initiated', { type: 'BANK_PAID', booking: 'confirmed' })).toBe('paid');
    expect(payment('initiated', { type: 'BANK_PAID', booking: 'slot-lost' })).toBe('refund_required');
    expect(payment('initiated', { type: 'BANK_PAID', booking: 'already-paid' })).toBe('refund_required');
  });

  it('stays open on a transient or configuration answer and fails only on a final one', () => {
    expect(payment('initiated', { type: 'BANK_UNSETTLED' })).toBe('initiated');
    expect(payment('initiated', { type: 'BANK_FAILED' })).toBe('failed');
    expect(payment('failed', { type: 'BANK_PAID', booking: 'confirmed' })).toBeNull();
  });

  it('owes the money back when the consultant cancels a paid booking, until reversed or marked refunded', () => {
    expect(payment('paid', { type: 'BOOKING_CANCELLED' })).toBe('refund_required');
    expect(payment('paid', { type: 'BOOKING_CANCELLED' }, 0)).toBe('refunded');
    expect(payment('refund_required', { type: 'REVERSE_REFUSED' })).toBe('refund_required');
    expect(payment('refund_required', { type: 'REVERSE_ACCEPTED' })).toBe('reversed');
    expect(payment('refund_required', { type: 'MARKED_REFUNDED' })).toBe('refunded');
    expect(payment('reversed', { type: 'MARKED_REFUNDED' })).toBeNull();
    expect(payment('paid', { type: 'MARKED_REFUNDED' })).toBeNull();
  });
});
