import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import {
  paymentLifecycleMachine,
  type PaymentLifecycleEvent,
  type PaymentLifecycleStatus,
} from '../../../../src/core/machines/payment-lifecycle-machine';
import type { StoredPayment, StoredReservation } from '../ports/booking-store';
import { PaymentGatewayError, type PaymentGateway, type PaymentVerification } from '../ports/payment-gateway';
import { FREE_GATEWAY, nextAskAt, type BookingContext } from './booking-context';
import { ReverseWithBank } from './reverse-with-bank';

/** The bank's word, or the same shape for a free booking, which has no bank. */
type Verdict = PaymentVerification | { outcome: 'free'; refId: null; cardPan: null; code: null; message: string };

/** Where one settling attempt left the payment. */
export type Settled = 'paid' | 'checking' | 'failed' | 'slot-lost' | 'already-paid';

/** Zarinpal's "not paid": the customer may still be on the bank's page, so the bank's inquiry decides. */
const NOT_PAID = -51;

/**
 * Asks the bank about one open payment and settles it exactly one way, whoever asks (the
 * callback or the reconciliation job): paid and the booking still free → confirmed; paid and
 * the time lost, or the booking already paid → refund owed, reversed at once; the bank's final
 * no → failed; anything transient or a configuration error → left open, asked again later.
 */
export class SettleWithBank {
  private readonly reverse: ReverseWithBank;

  constructor(private readonly context: Pick<BookingContext, 'clock' | 'events' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {
    this.reverse = new ReverseWithBank(context);
  }

  async settle(payment: StoredPayment, reservation: StoredReservation): Promise<Settled> {
    // one bank for the whole settling, even if the settings change meanwhile
    const gateway = await this.context.gateway();
    const verification = await this.verify(payment, gateway);
    if (verification.outcome !== 'not-paid') return this.paid(payment, reservation, verification);
    if (verification.kind === 'final' && verification.code === NOT_PAID) {
      const inquiry = await gateway.inquire(payment.authority);
      // still at the bank's page, or the bank cannot say: a later payment must still find this payment open
      if (inquiry.state === 'in-bank' || inquiry.state === 'unknown')
        return this.leaveOpen(payment, { ...verification, kind: 'transient' }, inquiry.message);
    }
    if (verification.kind === 'final') {
      await this.fail(payment, verification.code, verification.message);
      return 'failed';
    }
    return this.leaveOpen(payment, verification, verification.message);
  }

  /** the bank's word for this payment; a free booking has no bank and its row says the amount is zero */
  private async verify(payment: StoredPayment, gateway: PaymentGateway): Promise<Verdict> {
    if (payment.gateway === FREE_GATEWAY) {
      return payment.amount === 0
        ? { outcome: 'free', refId: null, cardPan: null, code: null, message: 'free booking: no bank' }
        : { outcome: 'not-paid', kind: 'final', code: null, message: 'free payment with an amount' };
    }
    if (payment.gateway !== gateway.name) {
      return {
        outcome: 'not-paid',
        kind: 'configuration',
        code: null,
        message: `authority of the ${payment.gateway} gateway, which is not configured now`,
      };
    }
    try {
      return await gateway.verify(payment.authority, payment.amount);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      return { outcome: 'not-paid', kind: error.kind, code: error.code, message: error.message };
    }
  }

  private async paid(
    payment: StoredPayment,
    reservation: StoredReservation,
    verification: Exclude<Verdict, { outcome: 'not-paid' }>,
  ): Promise<Settled> {
    const { store, clock, log } = this.context;
    const at = clock.now();
    const outcome = await store.settlePaid(payment, reservation, {
      refId: verification.refId,
      cardPan: verification.cardPan,
      gatewayCode: verification.code,
      at,
      event: { kind: 'verify-answer', actor: 'bank', gatewayCode: verification.code, message: verification.message },
      decide: (booking) => this.step(payment, { type: 'BANK_PAID', booking }),
    });
    if (outcome === null) {
      const settled = await store.findPayment(payment.id);
      return settled?.status === 'paid'
        ? 'paid'
        : settled?.status === 'failed'
          ? 'failed'
          : settled?.status === 'initiated'
            ? 'checking'
            : 'slot-lost';
    }
    log.info({ paymentId: payment.id, code: verification.code, outcome }, 'payment settled as paid by the bank');
    if (outcome === 'confirmed') {
      this.context.events.confirmed(reservation.id);
      return 'paid';
    }
    const owed = await store.findPayment(payment.id);
    if (owed) await this.reverse.attempt(owed, 'system');
    return outcome;
  }

  private async leaveOpen(payment: StoredPayment, answer: { kind: string; code: number | null }, message: string): Promise<Settled> {
    const { store, clock, log, reconcileEveryMs } = this.context;
    const at = clock.now();
    log.warn(
      { paymentId: payment.id, gateway: payment.gateway, code: answer.code, kind: answer.kind, reason: message },
      'payment left open: the bank has not settled it',
    );
    await store.postponePayment(
      payment,
      nextAskAt(at, payment.checks, reconcileEveryMs),
      { kind: 'verify-answer', actor: 'bank', gatewayCode: answer.code, message: `${answer.kind}: ${message}` },
      at,
    );
    return 'checking';
  }

  /** the bank's final no: the payment fails, and the job has nothing left to ask */
  private async fail(payment: StoredPayment, code: number | null, message: string): Promise<void> {
    const to = this.step(payment, { type: 'BANK_FAILED' });
    if (!to) return;
    const at = this.context.clock.now();
    this.context.log.info({ paymentId: payment.id, code, to }, 'payment settled by the bank');
    await this.context.store.movePayment(
      payment.id,
      { from: payment.status, to, at, event: { kind: 'verify-answer', actor: 'bank', gatewayCode: code, message } },
      { gatewayCode: code, failureReason: message, checkAfter: null },
    );
  }

  private step(payment: StoredPayment, event: PaymentLifecycleEvent): PaymentLifecycleStatus | null {
    return lifecycleStep(paymentLifecycleMachine, payment.status, { amount: payment.amount }, event);
  }
}
