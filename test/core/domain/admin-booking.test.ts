import { bookingFiltersError, owesRefund, parseCancelReason, BOOKING_MESSAGES } from '../../../src/core/domain/admin-booking';
import { parseReservationTypeInput, RESERVATION_TYPE_MESSAGES } from '../../../src/core/domain/reservation-type-admin';

describe('the all-bookings rules', () => {
  it("owes a refund while its payment waits for the money to go back, whatever the booking's status", () => {
    expect(owesRefund({ paymentStatus: 'refund_required' })).toBe(true);
    expect(owesRefund({ paymentStatus: 'reversed' })).toBe(false);
    expect(owesRefund({ paymentStatus: 'refunded' })).toBe(false);
    expect(owesRefund({ paymentStatus: 'paid' })).toBe(false);
    expect(owesRefund({ paymentStatus: null })).toBe(false);
  });

  it("checks the filters' dates and status", () => {
    expect(bookingFiltersError({})).toBeNull();
    expect(bookingFiltersError({ from: '2026-11-01', to: '2026-11-30', status: 'expired' })).toBeNull();
    expect(bookingFiltersError({ status: 'released' })).toBeNull();
    expect(bookingFiltersError({ from: '2026-11-31' })).toBe(BOOKING_MESSAGES.invalidFrom);
    expect(bookingFiltersError({ to: ['2026-11-01'] })).toBe(BOOKING_MESSAGES.invalidTo);
    expect(bookingFiltersError({ from: '2026-11-02', to: '2026-11-01' })).toBe(BOOKING_MESSAGES.toBeforeFrom);
    expect(bookingFiltersError({ status: 'paid' })).toBe(BOOKING_MESSAGES.invalidStatus);
  });

  it('wants a cancel reason of 1 to 500 characters after trimming', () => {
    expect(parseCancelReason('  بیماری  ')).toEqual({ ok: true, value: 'بیماری' });
    expect(parseCancelReason(' ')).toEqual({ ok: false, message: BOOKING_MESSAGES.reasonRequired });
    expect(parseCancelReason(null)).toEqual({ ok: false, message: BOOKING_MESSAGES.reasonRequired });
    expect(parseCancelReason('ا'.repeat(500)).ok).toBe(true);
    expect(parseCancelReason('ا'.repeat(501))).toEqual({ ok: false, message: BOOKING_MESSAGES.reasonTooLong });
  });
});

describe("a reservation type's fields", () => {
  it("trims text, defaults description, services, order, an hour's session with no rest and not popular, and keeps price 0 as free", () => {
    expect(parseReservationTypeInput({ title: ' رایگان ', price: 0, session: { mode: 'phone' } })).toEqual({
      ok: true,
      value: {
        title: 'رایگان',
        description: '',
        price: 0,
        includedServices: [],
        displayOrder: 0,
        session: { mode: 'phone', meetingLink: null, officeAddress: null },
        durationMinutes: 60,
        bufferMinutes: 0,
        popular: false,
      },
    });
  });

  it('takes a session length of 5 to 480 minutes and a rest of 0 to 240, typed in either script, and says in Persian what is out of range', () => {
    const fields = { title: 'مالیاتی', price: 0, session: { mode: 'phone' } };
    expect(parseReservationTypeInput({ ...fields, durationMinutes: '۴۵', bufferMinutes: 10, popular: true })).toMatchObject({
      ok: true,
      value: { durationMinutes: 45, bufferMinutes: 10, popular: true },
    });
    for (const durationMinutes of [4, 481, 30.5, 'یک ساعت', Number.NaN]) {
      expect(parseReservationTypeInput({ ...fields, durationMinutes })).toEqual({
        ok: false,
        message: 'مدت جلسه را به دقیقه، عددی از ۵ تا ۴۸۰ وارد کنید',
      });
    }
    for (const bufferMinutes of [-1, 241]) {
      expect(parseReservationTypeInput({ ...fields, bufferMinutes })).toEqual({
        ok: false,
        message: 'وقت استراحت پس از جلسه را به دقیقه، عددی از ۰ تا ۲۴۰ وارد کنید',
      });
    }
  });

  it('refuses what is not an object', () => {
    expect(parseReservationTypeInput(null)).toEqual({ ok: false, message: RESERVATION_TYPE_MESSAGES.invalidBody });
    expect(parseReservationTypeInput('title')).toEqual({ ok: false, message: RESERVATION_TYPE_MESSAGES.invalidBody });
  });
});
