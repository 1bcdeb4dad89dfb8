import { CANCELLED_BY_CUSTOMER_REASON, type CustomerCancelOutcome } from '../../../../src/core/domain/customer-change';
import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { reservationLifecycleMachine } from '../../../../src/core/machines/reservation-lifecycle-machine';
import { CUSTOMER_CHANGE_MESSAGES as M } from '../booking-messages';
import type { BookingContext } from './booking-context';
import { customerChangeable } from './customer-changeable';
import { OweMoneyBack } from './owe-money-back';
import { Refusal } from '../../refusal';

/**
 * The customer cancels their confirmed booking before the consultant's notice: the time is
 * free at once, and paid money goes back (reversed by the bank within its window, else owed by
 * the consultant). Answers which, for the customer to read.
 */
export class CancelByCustomer {
  private readonly money: OweMoneyBack;

  constructor(
    private readonly context: Pick<BookingContext, 'clock' | 'events' | 'gateway' | 'log' | 'reconcileEveryMs' | 'settings' | 'store'>,
  ) {
    this.money = new OweMoneyBack(context);
  }

  async execute(input: { userId: string; reservationId: string }): Promise<{ money: CustomerCancelOutcome }> {
    const { reservation, at } = await customerChangeable(this.context, input.userId, input.reservationId);
    const to = lifecycleStep(
      reservationLifecycleMachine,
      reservation.status,
      { userId: reservation.userId, createdAt: reservation.createdAt.toISOString() },
      { type: 'CANCEL_BY_CUSTOMER', userId: input.userId },
    );
    const event = {
      kind: 'cancelled-by-customer' as const,
      actor: 'customer' as const,
      actorId: input.userId,
      message: CANCELLED_BY_CUSTOMER_REASON,
    };
    if (!to || !(await this.context.store.moveReservation(reservation.id, { from: reservation.status, to, at, event }))) {
      throw new Refusal('conflict', M.notChangeable);
    }
    const money = await this.money.after(
      reservation.id,
      { actor: 'customer', actorId: input.userId, reason: CANCELLED_BY_CUSTOMER_REASON, failureReason: 'cancelled-by-customer' },
      at,
    );
    this.context.events.cancelled(reservation.id, 'customer', money);
    return { money };
  }
}
