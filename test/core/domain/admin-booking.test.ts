import { bookingFiltersError, compareBookings, owesRefund, parseCancelReason, BOOKING_MESSAGES } from '../../../src/core/domain/admin-booking';
import { parseReservationTypeInput, RESERVATION_TYPE_MESSAGES } from '../../../src/core/domain/reservation-type-admin';

describe('the all-bookings rules', () => {
  it('owes a refund only for a cancelled booking that was paid through the bank and cost something', () => {
    expect(owesRefund({ status: 'cancelled', refId: '98765', price: 1500000 })).toBe(true);
    expect(owesRefund({ status: 'confirmed', refId: '98765', price: 1500000 })).toBe(false);
    expect(owesRefund({ status: 'cancelled', refId: null, price: 1500000 })).toBe(false);
    expect(owesRefund({ status: 'cancelled', refId: 'free', price: 0 })).toBe(false);
  });

  it('orders today\'s and upcoming confirmed sessions first, soonest first, then the rest latest first', () => {
    const rows = [
      { id: 'past-confirmed', status: 'confirmed' as const, date: '2026-11-01', time: '10:00' },
      { id: 'cancelled-upcoming', status: 'cancelled' as const, date: '2026-11-30', time: '10:00' },
      { id: 'later', status: 'confirmed' as const, date: '2026-12-01', time: '09:00' },
      { id: 'today-late', status: 'confirmed' as const, date: '2026-11-22', time: '18:00' },
      { id: 'today-early', status: 'confirmed' as const, date: '2026-11-22', time: '08:00' },
      { id: 'pending', status: 'pending' as const, date: '2026-11-25', time: '10:00' },
    ];
    expect(rows.sort(compareBookings('2026-11-22')).map((row) => row.id)).toEqual([
      'today-early', 'today-late', 'later', 'cancelled-upcoming', 'pending', 'past-confirmed',
    ]);
  });

  it('checks the filters\' dates and status', () => {
    expect(bookingFiltersError({})).toBeNull();
    expect(bookingFiltersError({ from: '2026-11-01', to: '2026-11-30', status: 'expired' })).toBeNull();
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

describe('a reservation type\'s fields', () => {
  it('trims text, defaults description, services and order, and keeps price 0 as free', () => {
    expect(parseReservationTypeInput({ title: ' رایگان ', price: 0 })).toEqual({
      ok: true,
      value: { title: 'رایگان', description: '', price: 0, includedServices: [], displayOrder: 0 },
    });
  });

  it('refuses what is not an object', () => {
    expect(parseReservationTypeInput(null)).toEqual({ ok: false, message: RESERVATION_TYPE_MESSAGES.invalidBody });
    expect(parseReservationTypeInput('title')).toEqual({ ok: false, message: RESERVATION_TYPE_MESSAGES.invalidBody });
  });
});
