import { randomUUID } from 'node:crypto';
import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { FREE_AUTHORITY_PREFIX } from '../../../../src/core/domain/money-contract';
import { reservationLifecycleMachine } from '../../../../src/core/machines/reservation-lifecycle-machine';
import { BOOKING_MESSAGES as M, describeBooking, paymentDescription } from '../booking-messages';
import { PaymentGatewayError } from '../ports/payment-gateway';
import { FREE_GATEWAY, type BookingContext } from './booking-context';
import { Refusal } from '../../refusal';

export const CALLBACK_PATH = '/payment/callback';

/**
 * Sends the customer to the bank for their own live hold; they may do it again while the hold
 * lasts (after cancelling at the bank, Back, or a failed request). Every attempt is in the
 * ledger, those the bank refused too.
 */
export class InitiatePayment {
  constructor(private readonly context: Pick<BookingContext, 'callbackUrl' | 'clock' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {}

  async execute(input: {
    user: { id: string; email: string; mobile: string | null };
    reservationId: string;
  }): Promise<{ paymentUrl: string }> {
    const { store, clock, log } = this.context;
    const reservation = await store.findReservation(input.reservationId);
    // Someone else's reservation answers exactly like a missing one, so ids cannot be probed.
    if (!reservation || reservation.userId !== input.user.id) throw new Refusal('not-found', M.reservationNotFound);
    if (reservation.status === 'confirmed') throw new Refusal('conflict', M.alreadyPaid);
    const at = clock.now();
    const canPay = lifecycleStep(
      reservationLifecycleMachine,
      reservation.status,
      { userId: reservation.userId, createdAt: reservation.createdAt.toISOString() },
      { type: 'PAY_AGAIN', userId: input.user.id, at: at.getTime() },
    );
    if (!canPay)
      throw new Refusal('conflict', reservation.status === 'pending' || reservation.status === 'expired' ? M.holdExpired : M.notPending);

    if (reservation.price === 0) {
      const authority = `${FREE_AUTHORITY_PREFIX}${randomUUID().replace(/-/g, '')}`;
      await store.recordPayment(
        reservation,
        FREE_GATEWAY,
        authority,
        at,
        { kind: 'initiated', actor: 'customer', actorId: input.user.id },
        at,
      );
      return { paymentUrl: `${CALLBACK_PATH}?Authority=${authority}&Status=OK` };
    }
    const gateway = await this.context.gateway();
    try {
      const result = await gateway.request(
        reservation.price,
        this.context.callbackUrl,
        paymentDescription(describeBooking(reservation.typeTitle, reservation.date, reservation.time)),
        { orderId: reservation.id, email: input.user.email, mobile: input.user.mobile ?? undefined },
      );
      const checkAfter = new Date(at.getTime() + this.context.reconcileEveryMs);
      await store.recordPayment(
        reservation,
        gateway.name,
        result.authority,
        checkAfter,
        { kind: 'initiated', actor: 'customer', actorId: input.user.id },
        at,
      );
      return { paymentUrl: result.paymentUrl };
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      log.warn(
        { gateway: gateway.name, code: error.code, kind: error.kind, reservationId: reservation.id, reason: error.message },
        'payment request refused by the gateway',
      );
      await store.note(
        reservation.id,
        null,
        { kind: 'initiate-refused', actor: 'bank', gatewayCode: error.code, message: `${error.kind}: ${error.message}` },
        at,
      );
      throw new Refusal('unavailable', M.gatewayUnavailable);
    }
  }
}
