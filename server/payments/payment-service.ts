import { randomUUID } from 'node:crypto';
import { holdRemainingMs } from '../../src/core/domain/countdown';
import { formatJalaliLong } from '../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import type { AppDatabase } from '../db/database';
import type { PaymentRow, ReservationRow, UserRow } from '../db/schema';
import type { Clock } from '../ports/clock';
import { PaymentGatewayError, type PaymentGateway, type PaymentVerification } from '../ports/payment-gateway';
import { ApiError, badRequest, conflict, notFound } from '../http/api-error';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { VerifyInput } from './payment-request-body';

/** A free type's payment: no bank, an authority made here, confirmed by the callback. */
export const FREE_GATEWAY = 'free';
export const CALLBACK_PATH = '/payment/callback';

const gatewayUnavailable = () => new ApiError(502, PAYMENT_MESSAGES.gatewayUnavailable);

class SlotLost extends Error {}

/** The gateway's answer, or the same shape for a free payment, which has no bank reference. */
type Verdict = PaymentVerification | { outcome: 'paid'; refId: null; cardPan: null };

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Initiating and verifying payments. The rules:
 * - The callback is unsigned, so only the gateway's server-to-server verify, for the amount and
 *   authority in our own `payments` row, confirms a reservation. The client never sends an amount.
 * - State changes are `UPDATE ... WHERE status = ...` with the row count checked, so two racing
 *   verifies settle one payment once.
 * - Recovery rule: the gateway is asked first, then the payment and reservation change in one
 *   transaction. If the process dies between the two, the payment stays `initiated`; running
 *   verify again (the callback page does on reload) gets code 101 from the bank, which counts as
 *   paid because our row ties that authority to this reservation, and confirms exactly once.
 * - A payment whose slot was taken after its hold lapsed is first flagged `refund_required`,
 *   then reversed at once; it becomes `reversed` only when the bank agrees.
 */
export class PaymentService {
  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
    private readonly gateway: PaymentGateway,
    private readonly callbackUrl: string,
  ) {}

  async initiate(user: UserRow, reservationId: string): Promise<{ paymentUrl: string }> {
    const reservation = await this.ownReservation(user, reservationId);
    if (reservation.status !== 'pending') {
      const paid = await this.db.selectFrom('payments').select('id').where('reservation_id', '=', reservation.id)
        .where('status', '=', 'paid').executeTakeFirst();
      throw conflict(paid ? PAYMENT_MESSAGES.alreadyPaid : PAYMENT_MESSAGES.notPending);
    }
    if (holdRemainingMs(reservation.created_at, this.clock.now().getTime()) <= 0) throw conflict(PAYMENT_MESSAGES.holdExpired);

    if (reservation.price === 0) {
      const authority = `FREE${randomUUID().replace(/-/g, '')}`;
      await this.record(reservation, FREE_GATEWAY, authority);
      return { paymentUrl: `${CALLBACK_PATH}?Authority=${authority}&Status=OK` };
    }

    const type = await this.db.selectFrom('reservation_types').select('title')
      .where('id', '=', reservation.reservation_type_id).executeTakeFirst();
    const description = `رزرو ${type?.title ?? 'مشاوره'}، ${formatJalaliLong(reservation.date)} ساعت ${toPersianDigits(reservation.time)}`;
    let result;
    try {
      result = await this.gateway.request(reservation.price, this.callbackUrl, description, { orderId: reservation.id, email: user.email });
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw gatewayUnavailable();
      throw error;
    }
    await this.record(reservation, this.gateway.name, result.authority);
    return { paymentUrl: result.paymentUrl };
  }

  async verify(user: UserRow, input: VerifyInput): Promise<{ refId: string | null }> {
    const reservation = await this.ownReservation(user, input.reservationId);
    const payment = await this.db.selectFrom('payments').selectAll()
      .where('authority', '=', input.authority).where('reservation_id', '=', reservation.id).executeTakeFirst();
    if (!payment) throw badRequest(PAYMENT_MESSAGES.paymentNotFound);
    if (payment.status !== 'initiated') return this.answerSettled(payment);

    if (input.status === 'NOK') {
      await this.settleFailed(payment, 'the bank returned Status=NOK (cancelled or unpaid)');
      throw badRequest(PAYMENT_MESSAGES.cancelled);
    }

    const verification = await this.askGateway(payment);
    if (verification.outcome === 'not-paid') {
      await this.settleFailed(payment, verification.reason);
      throw badRequest(PAYMENT_MESSAGES.notPaid);
    }
    return this.settlePaid(payment, reservation, verification);
  }

  private async ownReservation(user: UserRow, reservationId: string): Promise<ReservationRow> {
    const reservation = await this.db.selectFrom('reservations').selectAll().where('id', '=', reservationId).executeTakeFirst();
    // Someone else's reservation answers exactly like a missing one, so ids cannot be probed.
    if (!reservation || reservation.user_id !== user.id) throw notFound(PAYMENT_MESSAGES.reservationNotFound);
    return reservation;
  }

  private async record(reservation: ReservationRow, gateway: string, authority: string): Promise<void> {
    await this.db.insertInto('payments').values({
      reservation_id: reservation.id,
      gateway,
      authority,
      amount: reservation.price,
      status: 'initiated',
      updated_at: this.clock.now(),
    }).execute();
  }

  private async askGateway(payment: PaymentRow): Promise<Verdict> {
    if (payment.gateway === FREE_GATEWAY) {
      // Nothing to ask: the authority was made here and the row says the amount is zero.
      return payment.amount === 0 ? { outcome: 'paid', refId: null, cardPan: null } : { outcome: 'not-paid', reason: 'free payment with an amount' };
    }
    // An authority from a gateway that is no longer configured stays open until it is again.
    if (payment.gateway !== this.gateway.name) throw gatewayUnavailable();
    try {
      return await this.gateway.verify(payment.authority, payment.amount);
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw gatewayUnavailable();
      throw error;
    }
  }

  /** A payment already settled (a replay, or the loser of a race): OK only when it was paid. */
  private answerSettled(payment: PaymentRow): { refId: string | null } {
    if (payment.status === 'paid') return { refId: payment.ref_id };
    if (payment.status === 'reversed' || payment.status === 'refund_required') throw conflict(PAYMENT_MESSAGES.slotLost);
    throw badRequest(PAYMENT_MESSAGES.failedBefore);
  }

  private async settleFailed(payment: PaymentRow, reason: string): Promise<void> {
    await this.db.updateTable('payments')
      .set({ status: 'failed', failure_reason: reason, updated_at: this.clock.now() })
      .where('id', '=', payment.id).where('status', '=', 'initiated').execute();
  }

  private async settlePaid(
    payment: PaymentRow,
    reservation: ReservationRow,
    verification: Extract<Verdict, { outcome: 'paid' | 'already-verified' }>,
  ): Promise<{ refId: string | null }> {
    const now = this.clock.now();
    const refId = verification.refId;
    try {
      const settled = await this.db.transaction().execute(async (trx) => {
        const paid = await trx.updateTable('payments')
          .set({ status: 'paid', ref_id: refId, card_pan: verification.cardPan, failure_reason: null, updated_at: now })
          .where('id', '=', payment.id).where('status', '=', 'initiated').executeTakeFirst();
        if (paid.numUpdatedRows === 0n) return false;
        // A lapsed hold still confirms if nobody took the slot; the unique index decides that.
        const confirmed = await trx.updateTable('reservations')
          .set({ status: 'confirmed', cancel_reason: null, updated_at: now })
          .where('id', '=', reservation.id).where('status', 'in', ['pending', 'expired']).executeTakeFirst();
        if (confirmed.numUpdatedRows === 0n) throw new SlotLost();
        return true;
      });
      if (!settled) return this.answerSettled(await this.reload(payment));
      return { refId };
    } catch (error) {
      if (!(error instanceof SlotLost) && !isUniqueViolation(error)) throw error;
    }
    await this.giveBack(payment, refId, verification.cardPan);
    throw conflict(PAYMENT_MESSAGES.slotLost);
  }

  /** Flag first, then reverse: a crash in between leaves a refund flag, never a silent loss. */
  private async giveBack(payment: PaymentRow, refId: string | null, cardPan: string | null): Promise<void> {
    const claimed = await this.db.updateTable('payments')
      .set({ status: 'refund_required', ref_id: refId, card_pan: cardPan, failure_reason: 'paid after the hold lapsed and the slot was taken', updated_at: this.clock.now() })
      .where('id', '=', payment.id).where('status', '=', 'initiated').executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return;
    const reversed = payment.gateway === FREE_GATEWAY || (payment.gateway === this.gateway.name && (await this.gateway.reverse(payment.authority)));
    if (!reversed) return;
    await this.db.updateTable('payments')
      .set({ status: 'reversed', failure_reason: 'slot taken after the hold lapsed; reversed at the bank', updated_at: this.clock.now() })
      .where('id', '=', payment.id).where('status', '=', 'refund_required').execute();
  }

  private async reload(payment: PaymentRow): Promise<PaymentRow> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
  }
}
