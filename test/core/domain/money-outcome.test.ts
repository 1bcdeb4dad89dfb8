import { moneyOutcome, MONEY_TEXTS } from '../../../src/core/domain/money-outcome';
import { PAYMENT_LABELS, RESERVATION_LABELS } from '../../../src/core/domain/money-status';
import type { CustomerPayment } from '../../../src/core/domain/money-contract';
import type { PaymentLifecycleStatus, ReservationLifecycleStatus } from '../../../src/core/domain/money-status';
import { sampleMyReservation } from '../../fakes/fake-my-reservations-repository';

// The hold began at 08:28; at 08:30 it has four minutes left, at 08:40 it is over.
const HELD_AT = '2026-11-22T08:28:00.000Z';
const WHILE_HELD = Date.parse('2026-11-22T08:30:00Z');
const AFTER_HOLD = Date.parse('2026-11-22T08:40:00Z');

function payment(status: PaymentLifecycleStatus): CustomerPayment {
  return {
    status,
    amount: 1_250_000,
    refId: status === 'initiated' || status === 'failed' ? null : '556677889',
    cardPan: null,
    paidAt: null,
  };
}

function outcome(status: ReservationLifecycleStatus, paid: PaymentLifecycleStatus | null, now = AFTER_HOLD, extra = {}) {
  return moneyOutcome(sampleMyReservation({ status, createdAt: HELD_AT, payment: paid ? payment(paid) : null, ...extra }), now);
}

describe('what the customer reads about their money', () => {
  it('says a live hold is kept for them, and whether an earlier attempt failed or is still with the bank', () => {
    expect(outcome('pending', null, WHILE_HELD)).toEqual({ tone: 'warning', text: MONEY_TEXTS.heldForYou });
    expect(outcome('pending', 'failed', WHILE_HELD)).toEqual({ tone: 'warning', text: MONEY_TEXTS.heldAfterFailedPayment });
    expect(outcome('pending', 'initiated', WHILE_HELD)).toEqual({ tone: 'info', text: MONEY_TEXTS.heldWhileBankAnswers });
  });

  it('says a confirmed booking is paid, or free', () => {
    expect(outcome('confirmed', 'paid')).toEqual({ tone: 'success', text: MONEY_TEXTS.paid });
    expect(outcome('confirmed', null, AFTER_HOLD, { price: 0 })).toEqual({ tone: 'success', text: MONEY_TEXTS.freeConfirmed });
  });

  it('says an unpaid hold ran out, also when the list was opened before it did', () => {
    expect(outcome('expired', null)).toEqual({ tone: 'info', text: MONEY_TEXTS.lapsedUnpaid });
    expect(outcome('pending', 'failed')).toEqual({ tone: 'info', text: MONEY_TEXTS.lapsedUnpaid });
  });

  it('says a payment that came after the hold lost its time, and where the money went', () => {
    expect(outcome('expired', 'refund_required')).toEqual({
      tone: 'warning',
      text: `${MONEY_TEXTS.latePayment} ${MONEY_TEXTS.refundOnItsWay}`,
    });
    expect(outcome('expired', 'reversed')).toEqual({ tone: 'info', text: `${MONEY_TEXTS.latePayment} ${MONEY_TEXTS.reversedByBank}` });
    expect(outcome('expired', 'refunded')).toEqual({
      tone: 'info',
      text: `${MONEY_TEXTS.latePayment} ${MONEY_TEXTS.refundedByConsultant}`,
    });
    expect(outcome('expired', 'reversed').text).not.toBe(RESERVATION_LABELS.expired);
  });

  it('says a payment is still being checked with the bank after the hold ran out', () => {
    expect(outcome('expired', 'initiated')).toEqual({ tone: 'info', text: MONEY_TEXTS.checking });
  });

  it('says the consultant cancelled, and whether the money is on its way back, reversed or refunded', () => {
    expect(outcome('cancelled', null)).toEqual({ tone: 'danger', text: MONEY_TEXTS.cancelledByConsultant });
    expect(outcome('cancelled', 'refund_required')).toEqual({
      tone: 'warning',
      text: `${MONEY_TEXTS.cancelledByConsultant} ${MONEY_TEXTS.refundOnItsWay}`,
    });
    expect(outcome('cancelled', 'reversed').text).toBe(`${MONEY_TEXTS.cancelledByConsultant} ${MONEY_TEXTS.reversedByBank}`);
    expect(outcome('cancelled', 'refunded').text).toBe(`${MONEY_TEXTS.cancelledByConsultant} ${MONEY_TEXTS.refundedByConsultant}`);
  });

  it('says the customer gave the hold up', () => {
    expect(outcome('released', null)).toEqual({ tone: 'info', text: MONEY_TEXTS.released });
    expect(outcome('released', 'failed')).toEqual({ tone: 'info', text: MONEY_TEXTS.released });
  });

  it('writes every sentence and every status in Persian', () => {
    const persian = /^[\u0600-\u06FF\u200c\s.،؛«»]+$/;
    expect(Object.values(MONEY_TEXTS).filter((text) => !persian.test(text))).toEqual([]);
    expect([...Object.values(RESERVATION_LABELS), ...Object.values(PAYMENT_LABELS)].filter((label) => !persian.test(label))).toEqual([]);
  });
});
