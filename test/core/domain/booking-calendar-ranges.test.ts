import { daysOfMonth, isSlotSelectable, slotRulesOf, slotsOfDay } from '../../../src/core/domain/booking-calendar';
import { insideBookingNotice } from '../../../src/core/domain/booking-notice';
import type { Reservation } from '../../../src/core/domain/reservation';
import type { AvailableDate } from '../../../src/core/domain/reservation-type';

/** 2026-11-22 at 12:00 in Tehran (UTC+3:30). */
const NOON = Date.parse('2026-11-22T08:30:00Z');
const TOMORROW = '2026-11-23';

function offering(date: string, times: string[]): AvailableDate[] {
  return [{ date, timeSlots: times.map((time, i) => ({ _id: `${date}-${i}`, time })) }];
}

const confirmed = (busyFrom: number, busyUntil: number): Reservation => ({
  timeSlot: '00:00',
  status: 'confirmed',
  createdAt: '2026-11-20T08:00:00.000Z',
  busyFrom,
  busyUntil,
});

describe("a day's slots on one calendar of time ranges", () => {
  const dates = offering(TOMORROW, ['09:00', '09:15', '10:00', '10:30', '11:00', '11:10', '11:15']);
  const stateOf = (reservations: Reservation[], spanMinutes: number) =>
    Object.fromEntries(
      slotsOfDay(TOMORROW, dates, reservations, NOON, null, { spanMinutes, noticeMinutes: 0 }).map((slot) => [slot.time, slot.state]),
    );

  it('marks booked every slot whose range overlaps a booking of any type, and frees the ones that only touch it', () => {
    // a 60-minute session at 10:00 followed by 10 minutes of rest: busy 600 to 670
    const states = stateOf([confirmed(600, 670)], 45);
    expect(states).toEqual({
      '09:00': 'free',
      '09:15': 'free',
      '10:00': 'booked',
      '10:30': 'booked',
      '11:00': 'booked',
      '11:10': 'free',
      '11:15': 'free',
    });
  });

  it("counts the slot's own rest: a slot whose session and rest reach into a booking is not offered", () => {
    expect(stateOf([confirmed(600, 660)], 60)['09:15']).toBe('booked');
    expect(stateOf([confirmed(600, 660)], 45)['09:15']).toBe('free');
  });

  it('sees a session that began the day before and runs past midnight', () => {
    const late = offering(TOMORROW, ['00:15', '00:30']);
    const slots = slotsOfDay(TOMORROW, late, [confirmed(-30, 30)], NOON, null, { spanMinutes: 15, noticeMinutes: 0 });
    expect(slots.map((slot) => slot.state)).toEqual(['booked', 'free']);
  });
});

describe("the minimum notice on the customer's calendar", () => {
  const today = offering('2026-11-22', ['12:30', '14:59', '15:00', '16:00']);
  const rules = slotRulesOf({ durationMinutes: 60, bufferMinutes: 0, bookingNoticeMinutes: 180 });

  it("greys out today's slots that start sooner than the notice, and offers those at or after it", () => {
    const slots = slotsOfDay('2026-11-22', today, [], NOON, null, rules);
    expect(slots.map((slot) => [slot.time, slot.state])).toEqual([
      ['12:30', 'passed'],
      ['14:59', 'passed'],
      ['15:00', 'free'],
      ['16:00', 'free'],
    ]);
    expect(isSlotSelectable('2026-11-22', '14:59', today, [], NOON, null, rules)).toBe(false);
    expect(isSlotSelectable('2026-11-22', '15:00', today, [], NOON, null, rules)).toBe(true);
  });

  it('disables a day whose slots all fall inside the notice', () => {
    const soon = offering('2026-11-22', ['13:00', '14:00']);
    const day = daysOfMonth({ year: 1405, month: 9, label: '' }, soon, NOON, 180).find((entry) => entry.date === '2026-11-22');
    expect(day).toMatchObject({ disabled: true, reason: 'all-slots-passed' });
    expect(daysOfMonth({ year: 1405, month: 9, label: '' }, soon, NOON, 60).find((entry) => entry.date === '2026-11-22')).toMatchObject({
      disabled: false,
    });
  });

  it('reads the notice the same way on both sides: exactly the notice ahead is bookable', () => {
    expect(insideBookingNotice('2026-11-22', '15:00', NOON, 180)).toBe(false);
    expect(insideBookingNotice('2026-11-22', '14:59', NOON, 180)).toBe(true);
    expect(insideBookingNotice('2026-11-22', '12:01', NOON, 0)).toBe(false);
  });
});
