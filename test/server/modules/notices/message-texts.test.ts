import * as T from '../../../../server/modules/notices/texts/booking-texts';

const PLACES = {
  online: { mode: 'online' as const, meetingLink: 'https://meet.google.com/abc-defg-hij', officeAddress: null },
  office: { mode: 'office' as const, meetingLink: null, officeAddress: 'تهران، خیابان ولیعصر، ساختمان آرین، واحد ۱۲' },
  phone: { mode: 'phone' as const, meetingLink: null, officeAddress: null },
};
const booking = (mode: keyof typeof PLACES, typeTitle = 'مشاوره مالیاتی کسب‌وکارهای کوچک و متوسط'): T.BookingText =>
  ({ typeTitle, date: '2026-11-30', time: '09:30', place: PLACES[mode], customerName: 'نرگس صالحی', site: 'مشاوره مالی و حسابرسی' });
const FROM = { date: '2026-11-29', time: '17:00' };

const smsTexts = (b: T.BookingText) => [
  T.confirmedSms(b), T.cancelledSms(b, 'consultant', 'refund-owed'), T.cancelledSms(b, 'customer', 'reversed'), T.movedSms(b, FROM),
  T.reminderSms(b, '24h'), T.reminderSms(b, '1h'), T.consultantBookedSms(b), T.consultantCancelledSms(b, 'customer'),
];

describe('the booking messages', () => {
  it.each(['online', 'office', 'phone'] as const)('keeps every SMS of a %s session to two parts, with the site name', (mode) => {
    for (const text of smsTexts(booking(mode))) {
      // a Persian SMS is 70 letters alone, 67 a part when it runs to two (Kavenegar counts the same way)
      expect([...text].length).toBeLessThanOrEqual(2 * 67);
      expect(text.startsWith('مشاوره مالی و حسابرسی: ')).toBe(true);
      expect(text.replace(/https:\/\/\S+/g, '')).not.toMatch(/[0-9]/);
    }
  });

  it('writes the date on the Jalali calendar and the time on Tehran\'s clock, in Persian digits', () => {
    expect(T.confirmedSms(booking('phone'))).toContain('۱۴۰۵/۰۹/۰۹ ساعت ۰۹:۳۰');
    const email = T.confirmedEmail(booking('phone'));
    expect(email.body).toContain('زمان: دوشنبه ۹ آذر ۱۴۰۵، ساعت ۰۹:۳۰ به وقت تهران');
    expect(email.subject).toBe('رزرو شما قطعی شد | مشاوره مالی و حسابرسی');
  });

  it('says how the session happens: the link, the address, or that the consultant calls', () => {
    expect(T.confirmedEmail(booking('online')).body).toContain('نحوه برگزاری: آنلاین — پیوند جلسه: https://meet.google.com/abc-defg-hij');
    expect(T.confirmedEmail(booking('office')).body).toContain('نحوه برگزاری: حضوری در دفتر — نشانی: تهران، خیابان ولیعصر');
    expect(T.confirmedEmail(booking('phone')).body).toContain('نحوه برگزاری: تلفنی — مشاور با شماره شما تماس می‌گیرد');
    expect(T.confirmedSms(booking('phone'))).toContain('جلسه تلفنی؛ مشاور تماس می‌گیرد.');
  });

  it('carries the meeting link in the 1-hour reminder SMS of an online session, not in the 24-hour one', () => {
    expect(T.reminderSms(booking('online'), '1h')).toContain('https://meet.google.com/abc-defg-hij');
    expect(T.reminderSms(booking('online'), '1h')).toContain('یک ساعت دیگر');
    expect(T.reminderSms(booking('online'), '24h')).not.toContain('https://');
    expect(T.reminderEmail(booking('office'), '24h').subject).toContain('یادآوری جلسه فردا');
  });

  it('tells the customer what happens to the money when a booking is cancelled', () => {
    expect(T.cancelledSms(booking('phone'), 'consultant', 'reversed')).toContain('توسط مشاور لغو شد. مبلغ پرداختی به کارت شما بازگردانده شد.');
    expect(T.cancelledEmail(booking('phone'), 'customer', 'refund-owed').body).toContain('به درخواست شما لغو شد.');
    expect(T.cancelledEmail(booking('phone'), 'customer', 'refund-owed').body).toContain('مبلغ پرداختی را مشاور به شما بازمی‌گرداند.');
    expect(T.cancelledSms(booking('phone'), 'customer', 'nothing-paid')).toContain('مبلغی پرداخت نشده بود.');
    expect(T.consultantCancelledEmail(booking('phone'), 'customer', 'refund-owed').body).toContain('مبلغ باید دستی به مشتری بازگردانده شود');
  });

  it('names the old and the new time of a move', () => {
    expect(T.movedSms(booking('office'), FROM)).toContain('از ۱۴۰۵/۰۹/۰۸ ساعت ۱۷:۰۰ به ۱۴۰۵/۰۹/۰۹ ساعت ۰۹:۳۰');
    expect(T.movedEmail(booking('office'), FROM).body).toContain('زمان پیشین: یکشنبه ۸ آذر ۱۴۰۵، ساعت ۱۷:۰۰ به وقت تهران');
  });
});
