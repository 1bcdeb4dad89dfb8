import {
  calendarDayToIso,
  expandWeeklyTemplate,
  inclusiveDayCount,
  weeklyTemplateError,
  WEEKLY_TEMPLATE_MESSAGES as M,
} from '../../../src/core/domain/weekly-template';
import { isoToJalali } from '../../../src/core/domain/jalali-date';

const SAT_TO_WED = [0, 1, 2, 3, 4];

describe('the weekly template', () => {
  it('names each chosen Persian weekday of the range at each time, in order', () => {
    // 2026-11-21 is a Saturday (1405/08/30); the range runs to Friday 2026-11-27.
    const slots = expandWeeklyTemplate({ from: '2026-11-21', to: '2026-11-27', weekdays: [0, 4], times: ['17:00', '10:00'] });
    expect(slots).toEqual([
      { date: '2026-11-21', time: '10:00' },
      { date: '2026-11-21', time: '17:00' },
      { date: '2026-11-25', time: '10:00' },
      { date: '2026-11-25', time: '17:00' },
    ]);
  });

  it('crosses the end of Esfand 1403, a leap year with 30 days, into Farvardin 1404', () => {
    const slots = expandWeeklyTemplate({
      from: { year: 1403, month: 12, day: 27 },
      to: { year: 1404, month: 1, day: 4 },
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      times: ['10:00'],
    });
    expect(slots.map((slot) => isoToJalali(slot.date))).toEqual([
      { year: 1403, month: 12, day: 27 },
      { year: 1403, month: 12, day: 28 },
      { year: 1403, month: 12, day: 29 },
      { year: 1403, month: 12, day: 30 },
      { year: 1404, month: 1, day: 1 },
      { year: 1404, month: 1, day: 2 },
      { year: 1404, month: 1, day: 3 },
      { year: 1404, month: 1, day: 4 },
    ]);
    expect(slots[3].date).toBe('2025-03-20');
    expect(slots[4].date).toBe('2025-03-21');
  });

  it('keeps only Saturday to Wednesday across a Jalali month boundary (Bahman into Esfand 1403)', () => {
    // 1403/11/28 is Sunday 2025-02-16; Esfand 1 is a Wednesday, 2 and 3 Thursday and Friday; 1403/12/05 is Sunday.
    const slots = expandWeeklyTemplate({
      from: { year: 1403, month: 11, day: 28 },
      to: { year: 1403, month: 12, day: 5 },
      weekdays: SAT_TO_WED,
      times: ['11:00'],
    });
    expect(slots.map((slot) => isoToJalali(slot.date).day)).toEqual([28, 29, 30, 1, 4, 5]);
  });

  it('accepts Jalali and ISO ends mixed and ignores repeated weekdays and times', () => {
    const slots = expandWeeklyTemplate({
      from: { year: 1405, month: 9, day: 1 },
      to: '2026-11-22',
      weekdays: [1, 1],
      times: ['09:00', '09:00'],
    });
    expect(slots).toEqual([{ date: '2026-11-22', time: '09:00' }]);
  });

  it('names nothing when no day of the range falls on a chosen weekday', () => {
    expect(expandWeeklyTemplate({ from: '2026-11-21', to: '2026-11-22', weekdays: [5], times: ['10:00'] })).toEqual([]);
  });

  it.each([
    [{ from: { year: 1403, month: 12, day: 31 }, to: '2025-04-01' }, M.invalidFrom],
    [{ from: { year: 1404, month: 12, day: 30 }, to: '2026-04-01' }, M.invalidFrom],
    [{ from: '2025-02-29', to: '2025-04-01' }, M.invalidFrom],
    [{ from: '2025-03-01', to: 'soon' }, M.invalidTo],
    [{ from: '2025-03-10', to: '2025-03-01' }, M.toBeforeFrom],
    [{ from: '2025-03-01', to: '2026-03-02' }, M.rangeTooLong],
    [{ weekdays: [] }, M.noWeekday],
    [{ weekdays: [-1] }, M.invalidWeekday],
    [{ weekdays: [1.5] }, M.invalidWeekday],
    [{ times: [] }, M.noTime],
    [{ times: ['24:00'] }, M.invalidTime],
    [{ times: ['9:00'] }, M.invalidTime],
    [
      {
        times: Array.from(
          { length: 49 },
          (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
        ),
      },
      M.tooManyTimes,
    ],
  ])('refuses %j with its Persian message', (change, message) => {
    const template = { from: '2025-03-01', to: '2025-03-31', weekdays: [0], times: ['10:00'], ...change };
    expect(weeklyTemplateError(template)).toBe(message);
    expect(() => expandWeeklyTemplate(template)).toThrow(message);
  });

  it('allows a range of exactly 366 days, both ends counted', () => {
    expect(inclusiveDayCount('2025-03-01', '2026-03-01')).toBe(366);
    expect(weeklyTemplateError({ from: '2025-03-01', to: '2026-03-01', weekdays: [0], times: ['10:00'] })).toBeNull();
  });

  it('reads a Jalali day as its Gregorian date and refuses days that do not exist', () => {
    expect(calendarDayToIso({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20');
    expect(calendarDayToIso({ year: 1404, month: 12, day: 30 })).toBeNull();
    expect(calendarDayToIso({ year: 1404, month: 7, day: 31 })).toBeNull();
    expect(calendarDayToIso('2025-03-20')).toBe('2025-03-20');
  });
});
