import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { paymentLifecycleMachine, type PaymentLifecycleStatus } from '../../../../src/core/machines/payment-lifecycle-machine';
import { reservationLifecycleMachine, type ReservationLifecycleStatus } from '../../../../src/core/machines/reservation-lifecycle-machine';
import { REFUND_MESSAGES as M } from '../booking-messages';
import type { BookingContext } from './booking-context';
import { Refusal } from './refusal';
import { ReverseWithBank } from './reverse-with-bank';

/**
 * The consultant cancels a booking with a reason. A paid one owes its money back: the payment
 * moves to refund owed and is reversed at once when the bank still allows it.
 */
export class CancelByConsultant {
  private readonly reverse: ReverseWithBank;

  constructor(private readonly context: BookingContext) {
    this.reverse = new ReverseWithBank(context);
  }

  async execute(input: { consultantId: string; reservationId: string; reason: string }): Promise<{ refundOwed: boolean }> {
    const { store, clock } = this.context;
    const reservation = await store.findReservation(input.reservationId);
    if (!reservation) throw new Refusal('not-found', M.notFound);
    const at = clock.now();
    const to = lifecycleStep(reservationLifecycleMachine, reservation.status, { userId: reservation.userId, createdAt: reservation.createdAt.toISOString() },
      { type: 'CANCEL_BY_CONSULTANT' }) as ReservationLifecycleStatus | null;
    const event = { kind: 'cancelled-by-consultant' as const, actor: 'consultant' as const, actorId: input.consultantId, message: input.reason };
    if (!to || !(await store.moveReservation(reservation.id, { from: reservation.status, to, at, event }))) throw new Refusal('conflict', M.notCancellable);

    const paid = await store.paidPaymentOf(reservation.id);
    if (!paid) return { refundOwed: false };
    const owed = lifecycleStep(paymentLifecycleMachine, paid.status, { amount: paid.amount }, { type: 'BOOKING_CANCELLED' }) as PaymentLifecycleStatus | null;
    const owedEvent = { kind: 'refund-owed' as const, actor: 'consultant' as const, actorId: input.consultantId, message: input.reason };
    if (!owed || !(await store.movePayment(paid.id, { from: paid.status, to: owed, at, event: owedEvent }, { failureReason: 'cancelled-by-consultant', checkAfter: null }))) {
      return { refundOwed: false };
    }
    if (owed !== 'refund_required') return { refundOwed: false };
    const result = await this.reverse.attempt({ ...paid, status: owed }, 'consultant', input.consultantId);
    return { refundOwed: result.outcome !== 'reversed' };
  }
}
