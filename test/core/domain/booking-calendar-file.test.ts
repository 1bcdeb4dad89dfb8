import ICAL from 'ical.js';
import { bookingCalendarFile } from '../../../src/core/domain/booking-calendar-file';
import type { CalendarBooking } from '../../../src/core/domain/booking-calendar-event';
import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';

const BOOKING: CalendarBooking = {
  reservationId: '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00',
  typeTitle: 'مشاوره مالیاتی',
  date: '2026-11-30',
  time: '09:00',
  sessionMinutes: 60,
  location: 'تهران، خیابان ولیعصر, ساختمان آرین; طبقه چهارم\\واحد ۱۲',
};
const OPTIONS = { host: 'moshaver-mali.ir', now: new Date('2026-11-22T08:30:15.123Z'), profile: DEMO_SITE_PROFILE };

/** The file as a calendar program reads it: parsed by ical.js, with its own time zone registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

afterEach(() => ICAL.TimezoneService.reset());

describe('the calendar file of a confirmed booking', () => {
  it("is a published calendar with one event in Tehran's time zone, which keeps +03:30 all year", () => {
    const { calendar } = parse(bookingCalendarFile(BOOKING, OPTIONS));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Tehran');
    const standard = zone.getFirstSubcomponent('standard')!;
    expect(standard.getFirstPropertyValue('tzoffsetto')!.toString()).toBe('+03:30');
    expect(standard.getFirstPropertyValue('tzname')).toBe('+0330');
    expect(zone.getFirstSubcomponent('daylight')).toBeNull();
  });

  it('starts at the booked time in Tehran and ends when the session booked ends, at the right instants', () => {
    const { event } = parse(bookingCalendarFile(BOOKING, OPTIONS));
    expect(event.startDate.zone?.tzid).toBe('Asia/Tehran');
    expect(event.startDate.toString()).toBe('2026-11-30T09:00:00');
    expect(event.endDate.toString()).toBe('2026-11-30T10:00:00');
    // 09:00 in Tehran is 05:30 UTC
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-30T05:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T06:30:00.000Z');
  });

  it.each([15, 45, 90])('ends a %i-minute session at its start plus its length', (sessionMinutes) => {
    const { event } = parse(bookingCalendarFile({ ...BOOKING, sessionMinutes }, OPTIONS));
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(sessionMinutes * 60_000);
  });

  it('ends on the next day when a late session runs past midnight', () => {
    const { event } = parse(bookingCalendarFile({ ...BOOKING, time: '23:30' }, OPTIONS));
    expect(event.endDate.toString()).toBe('2026-12-01T00:30:00');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('names the reservation, the stamp in UTC, and the consultant and type in Persian', () => {
    const { event, vevent } = parse(bookingCalendarFile(BOOKING, OPTIONS));
    expect(event.uid).toBe('4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00@moshaver-mali.ir');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-22T08:30:15Z');
    expect(event.summary).toBe('مشاوره مالیاتی با مهدی رستگار');
    expect(event.description).toBe('دوشنبه ۹ آذر ۱۴۰۵ ساعت ۰۹:۰۰ به وقت تهران\nمشاور: مهدی رستگار\nتلفن دفتر: 021-88776655');
  });

  it('carries the place with its commas, semicolons and backslashes intact, and leaves it out when unknown', () => {
    const text = bookingCalendarFile(BOOKING, OPTIONS);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('ولیعصر\\, ساختمان آرین\\; طبقه چهارم\\\\واحد');
    expect(parse(text).event.location).toBe(BOOKING.location);
    const withoutPlace = bookingCalendarFile({ ...BOOKING, location: null }, OPTIONS);
    expect(withoutPlace).not.toContain('LOCATION');
    expect(parse(withoutPlace).event.location).toBeNull();
  });

  it('keeps a title with commas, semicolons and a line break exactly as written', () => {
    const title = 'حسابرسی، مالیات; و\nبیمه, یکجا';
    const { event } = parse(bookingCalendarFile({ ...BOOKING, typeTitle: title }, OPTIONS));
    expect(event.summary).toBe(`${title} با مهدی رستگار`);
  });

  it('folds long Persian lines at 75 octets without splitting a letter, ending every line with CRLF', () => {
    const title = 'مشاوره جامع مالیاتی و حسابرسی صورت‌های مالی شرکت‌های تولیدی و بازرگانی کوچک و متوسط';
    const text = bookingCalendarFile({ ...BOOKING, typeTitle: title }, OPTIONS);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // no replacement character: each line is whole UTF-8 on its own
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(1);
    expect(parse(text).event.summary).toBe(`${title} با مهدی رستگار`);
  });
});
