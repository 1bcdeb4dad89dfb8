import {
  CANCELLED_BY_CUSTOMER_REASON,
  changeDeadline,
  mayChange,
  parseNoticeHours,
  sessionStart,
} from '../../../src/core/domain/customer-change';
import { moneyOutcome } from '../../../src/core/domain/money-outcome';
import { sampleMyReservation } from '../../fakes/fake-my-reservations-repository';

describe('the customer’s notice for changing a booking', () => {
  it('reads a session’s start on Tehran’s wall clock (+03:30)', () => {
    expect(sessionStart('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(changeDeadline('2026-12-01', '09:00', 24).toISOString()).toBe('2026-11-30T05:30:00.000Z');
  });

  it('reads it with the offset Tehran kept that day: +04:30 in a summer before Iran stopped changing its clocks in 2022', () => {
    expect(sessionStart('2021-07-01', '09:00').toISOString()).toBe('2021-07-01T04:30:00.000Z');
    expect(sessionStart('2021-12-01', '09:00').toISOString()).toBe('2021-12-01T05:30:00.000Z');
  });

  it('allows a change of a confirmed booking until the notice begins, and not from then on', () => {
    const booking = { status: 'confirmed', date: '2026-12-01', timeSlot: '09:00' };
    expect(mayChange(booking, Date.parse('2026-11-30T05:29:59Z'), 24)).toBe(true);
    expect(mayChange(booking, Date.parse('2026-11-30T05:30:00Z'), 24)).toBe(false);
    expect(mayChange(booking, Date.parse('2026-11-30T05:30:00Z'), 2)).toBe(true);
    expect(mayChange({ ...booking, status: 'pending' }, Date.parse('2026-11-22T08:30:00Z'), 24)).toBe(false);
  });

  it('takes whole hours from 0 to 720 as a number or its digits', () => {
    expect(parseNoticeHours(0)).toEqual({ ok: true, value: 0 });
    expect(parseNoticeHours(' 48 ')).toEqual({ ok: true, value: 48 });
    for (const wrong of [-1, 1.5, 721, '', 'abc', null]) expect(parseNoticeHours(wrong).ok).toBe(false);
  });
});

describe('a booking its customer cancelled, in «رزروهای من»', () => {
  it('says the customer cancelled it and where the money went', () => {
    const cancelled = (status: 'reversed' | 'refund_required') =>
      sampleMyReservation({
        status: 'cancelled',
        cancelReason: CANCELLED_BY_CUSTOMER_REASON,
        payment: { status, amount: 1_250_000, refId: '1', cardPan: null, paidAt: null },
      });
    expect(moneyOutcome(cancelled('reversed'), Date.now()).text).toBe(
      'شما این رزرو را لغو کردید. بانک مبلغ پرداختی را به کارت شما بازگرداند.',
    );
    expect(moneyOutcome(cancelled('refund_required'), Date.now()).text).toBe(
      'شما این رزرو را لغو کردید. مبلغ پرداختی شما در حال بازگشت به حساب شماست.',
    );
  });
});
