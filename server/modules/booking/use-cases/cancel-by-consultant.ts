import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { reservationLifecycleMachine } from '../../../../src/core/machines/reservation-lifecycle-machine';
import { REFUND_MESSAGES as M } from '../booking-messages';
import type { BookingContext } from './booking-context';
import { OweMoneyBack } from './owe-money-back';
import { Refusal } from '../../refusal';

/**
 * The consultant cancels a booking with a reason. A paid one owes its money back: the payment
 * moves to refund owed and is reversed at once when the bank still allows it.
 */
export class CancelByConsultant {
  private readonly money: OweMoneyBack;

  constructor(private readonly context: Pick<BookingContext, 'clock' | 'events' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {
    this.money = new OweMoneyBack(context);
  }

  async execute(input: { consultantId: string; reservationId: string; reason: string }): Promise<{ refundOwed: boolean }> {
    const { store, clock } = this.context;
    const reservation = await store.findReservation(input.reservationId);
    if (!reservation) throw new Refusal('not-found', M.notFound);
    const at = clock.now();
    const to = lifecycleStep(
      reservationLifecycleMachine,
      reservation.status,
      { userId: reservation.userId, createdAt: reservation.createdAt.toISOString() },
      { type: 'CANCEL_BY_CONSULTANT' },
    );
    const event = {
      kind: 'cancelled-by-consultant' as const,
      actor: 'consultant' as const,
      actorId: input.consultantId,
      message: input.reason,
    };
    if (!to || !(await store.moveReservation(reservation.id, { from: reservation.status, to, at, event })))
      throw new Refusal('conflict', M.notCancellable);

    const money = await this.money.after(
      reservation.id,
      { actor: 'consultant', actorId: input.consultantId, reason: input.reason, failureReason: 'cancelled-by-consultant' },
      at,
    );
    this.context.events.cancelled(reservation.id, 'consultant', money);
    return { refundOwed: money === 'refund-owed' };
  }
}
