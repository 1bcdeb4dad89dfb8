import { googleCalendarLink } from '../../../src/core/domain/google-calendar-link';
import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';

const BOOKING = { reservationId: 'r-1', typeTitle: 'مشاوره مالیاتی', date: '2026-11-30', time: '09:00', sessionMinutes: 60 };

describe('the add-to-Google-Calendar link', () => {
  it("opens Google's event template with the session's Tehran times, zone, title and details", () => {
    const link = new URL(googleCalendarLink(BOOKING, DEMO_SITE_PROFILE));
    expect(`${link.origin}${link.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20261130T090000/20261130T100000');
    expect(link.searchParams.get('ctz')).toBe('Asia/Tehran');
    expect(link.searchParams.get('text')).toBe('مشاوره مالیاتی با مهدی رستگار');
    expect(link.searchParams.get('details')).toContain('۹ آذر ۱۴۰۵ ساعت ۰۹:۰۰ به وقت تهران');
    expect(link.searchParams.has('location')).toBe(false);
  });

  it('ends a 15-minute and a 90-minute session at their own length', () => {
    const datesOf = (sessionMinutes: number) =>
      new URL(googleCalendarLink({ ...BOOKING, sessionMinutes }, DEMO_SITE_PROFILE)).searchParams.get('dates');
    expect(datesOf(15)).toBe('20261130T090000/20261130T091500');
    expect(datesOf(90)).toBe('20261130T090000/20261130T103000');
  });

  it('crosses midnight into the next day and carries the place when it is known', () => {
    const link = new URL(googleCalendarLink({ ...BOOKING, time: '23:30', location: 'تهران، ونک & ولیعصر' }, DEMO_SITE_PROFILE));
    expect(link.searchParams.get('dates')).toBe('20261130T233000/20261201T003000');
    expect(link.searchParams.get('location')).toBe('تهران، ونک & ولیعصر');
  });
});
