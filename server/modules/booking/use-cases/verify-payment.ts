import { BOOKING_MESSAGES as M } from '../booking-messages';
import type { StoredPayment } from '../ports/booking-store';
import type { BookingContext } from './booking-context';
import { Refusal } from '../../refusal';
import { SettleWithBank } from './settle-with-bank';

export interface VerifyPaymentInput {
  userId: string;
  authority: string;
  /** the callback's Status: recorded, never trusted; only the bank's server-to-server answer settles */
  status: 'OK' | 'NOK';
  reservationId: string;
}

export type VerifyPaymentResult = { state: 'paid'; refId: string | null } | { state: 'checking' };

/**
 * The callback page's check. Whatever Status the browser brings, the bank is asked; a replay
 * answers from the settled row; a payment the bank has not settled stays open for the job.
 */
export class VerifyPayment {
  private readonly settler: SettleWithBank;

  constructor(private readonly context: Pick<BookingContext, 'clock' | 'events' | 'gateway' | 'log' | 'reconcileEveryMs' | 'store'>) {
    this.settler = new SettleWithBank(context);
  }

  async execute(input: VerifyPaymentInput): Promise<VerifyPaymentResult> {
    const { store } = this.context;
    const reservation = await store.findReservation(input.reservationId);
    if (!reservation || reservation.userId !== input.userId) throw new Refusal('not-found', M.reservationNotFound);
    const payment = await store.findPaymentByAuthority(input.authority);
    const failure = (message: string) => new Refusal('invalid', message, { reservationTypeId: reservation.reservationTypeId });
    if (!payment || payment.reservationId !== reservation.id) throw failure(M.paymentNotFound);
    if (payment.status === 'initiated') {
      const settled = await this.settler.settle(payment, reservation);
      if (settled === 'checking') return { state: 'checking' };
      return this.answer((await store.findPayment(payment.id)) ?? payment, reservation.reservationTypeId);
    }
    return this.answer(payment, reservation.reservationTypeId);
  }

  private answer(payment: StoredPayment, reservationTypeId: string): VerifyPaymentResult {
    if (payment.status === 'paid') return { state: 'paid', refId: payment.refId };
    if (payment.status === 'initiated') return { state: 'checking' };
    const details = { reservationTypeId };
    if (payment.status === 'failed') throw new Refusal('invalid', M.notPaid, details);
    const why = { 'already-paid': M.paidTwice, 'cancelled-by-consultant': M.cancelledByConsultant } as Record<string, string>;
    throw new Refusal('conflict', why[payment.failureReason ?? ''] ?? M.slotLost, details);
  }
}
