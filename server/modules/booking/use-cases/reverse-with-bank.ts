import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { paymentLifecycleMachine } from '../../../../src/core/machines/payment-lifecycle-machine';
import type { Actor, StoredPayment } from '../ports/booking-store';
import { PaymentGatewayError, type ReverseResult } from '../ports/payment-gateway';
import { FREE_GATEWAY, nextAskAt, type BookingContext } from './booking-context';

/**
 * Gives an owed payment back through the bank. Accepted → reversed. Refused: a transient or
 * configuration answer is tried again by the job (and a configuration error is shown to the
 * consultant); a final one (Zarinpal's 30 minutes are over) stays on the consultant's
 * refund-owed list until they retry or mark it refunded.
 */
export class ReverseWithBank {
  constructor(private readonly context: Pick<BookingContext, 'clock' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {}

  async attempt(payment: StoredPayment, actor: Actor, actorId: string | null = null): Promise<ReverseResult> {
    const { store, clock, log, reconcileEveryMs } = this.context;
    const result = await this.ask(payment);
    const at = clock.now();
    const message = result.outcome === 'reversed' ? result.message : `${result.kind}: ${result.message}`;
    const event = { kind: 'reverse-answer' as const, actor, actorId, gatewayCode: result.code, message };
    if (result.outcome === 'reversed') {
      const to = lifecycleStep(paymentLifecycleMachine, payment.status, { amount: payment.amount }, { type: 'REVERSE_ACCEPTED' });
      if (to) await store.movePayment(payment.id, { from: payment.status, to, at, event }, { gatewayCode: result.code, checkAfter: null });
      log.info({ paymentId: payment.id, gateway: payment.gateway, code: result.code }, 'payment reversed at the bank');
      return result;
    }
    log.warn(
      { paymentId: payment.id, gateway: payment.gateway, code: result.code, kind: result.kind, reason: result.message },
      'the bank refused to reverse a payment',
    );
    const retry = result.kind === 'final' ? null : nextAskAt(at, payment.checks, reconcileEveryMs);
    await store.postponePayment(payment, retry, event, at);
    return result;
  }

  private async ask(payment: StoredPayment): Promise<ReverseResult> {
    if (payment.gateway === FREE_GATEWAY) return { outcome: 'reversed', code: null, message: 'free booking: nothing was paid' };
    const gateway = await this.context.gateway();
    if (payment.gateway !== gateway.name) {
      return { outcome: 'refused', kind: 'configuration', code: null, message: `the ${payment.gateway} gateway is not configured now` };
    }
    try {
      return await gateway.reverse(payment.authority);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      return { outcome: 'refused', kind: error.kind, code: error.code, message: error.message };
    }
  }
}
