import ICAL from 'ical.js';
import { calendarFile } from '../../../src/core/domain/booking-calendar-file';
import { feedEntryOf, type FeedBooking } from '../../../src/core/domain/practice-calendar-feed';

const BOOKING: FeedBooking = {
  reservationId: 'r-1',
  typeTitle: 'حسابرسی',
  date: '2026-11-30',
  time: '23:00',
  sessionMinutes: 90,
  held: false,
  customerName: 'سارا احمدی',
  customerMobile: '09121234567',
  place: { mode: 'office', meetingLink: null, officeAddress: 'تهران، خیابان ولیعصر، پلاک ۱۲' },
  sequence: 3,
  revisedAt: new Date('2026-11-21T10:00:00Z'),
};

/** The feed's events as ical.js reads them, with the feed's own time zone registered. */
function eventsOf(bookings: FeedBooking[]) {
  const calendar = new ICAL.Component(
    ICAL.parse(
      calendarFile(
        bookings.map((b) => feedEntryOf(b, 'moshaver-mali.ir')),
        { host: 'moshaver-mali.ir', name: 'نوبت‌ها', refreshMinutes: 15 },
      ),
    ),
  );
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
}

afterEach(() => ICAL.TimezoneService.reset());

describe("an entry of the consultant's feed", () => {
  it('runs the booked length in Tehran, past midnight too, with its UID, SEQUENCE and revision stamp', () => {
    const [{ vevent, event }] = eventsOf([BOOKING]);
    expect(event.uid).toBe('r-1@moshaver-mali.ir');
    expect(event.sequence).toBe(3);
    expect(event.startDate.zone?.tzid).toBe('Asia/Tehran');
    expect(event.startDate.toString()).toBe('2026-11-30T23:00:00');
    expect(event.endDate.toString()).toBe('2026-12-01T00:30:00');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-21T10:00:00Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('names the customer, their mobile and the office where it happens', () => {
    const [{ event }] = eventsOf([BOOKING]);
    expect(event.summary).toBe('حسابرسی — سارا احمدی');
    expect(event.location).toBe('تهران، خیابان ولیعصر، پلاک ۱۲');
    expect(event.description.split('\n')).toEqual([
      'دوشنبه ۹ آذر ۱۴۰۵ ساعت ۲۳:۰۰ به وقت تهران',
      'مشتری: سارا احمدی',
      'موبایل: 09121234567',
      'نحوه برگزاری: حضوری در دفتر — تهران، خیابان ولیعصر، پلاک ۱۲',
    ]);
  });

  it('marks an unpaid hold, and says whom to call for a phone session', () => {
    const [{ vevent, event }] = eventsOf([{ ...BOOKING, held: true, place: { mode: 'phone', meetingLink: null, officeAddress: null } }]);
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(event.summary).toBe('در انتظار پرداخت: حسابرسی — سارا احمدی');
    expect(event.location).toBe('تماس با 09121234567');
    expect(event.description).toContain('این نوبت هنوز پرداخت نشده است');
  });
});
