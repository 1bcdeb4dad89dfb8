import * as M from '../../../../server/modules/notices/texts/booking-mail';
import * as T from '../../../../server/modules/notices/texts/booking-texts';
import { renderEmail } from '../../../../server/modules/notifications';
import type { MailContent } from '../../../../server/modules/notifications';
import { aMailSite } from '../../../fakes/server/notifications/mail-site';

const PLACES = {
  online: { mode: 'online' as const, meetingLink: 'https://meet.google.com/abc-defg-hij', officeAddress: null },
  office: { mode: 'office' as const, meetingLink: null, officeAddress: 'تهران، خیابان ولیعصر، ساختمان آرین، واحد ۱۲' },
  phone: { mode: 'phone' as const, meetingLink: null, officeAddress: null },
};
const booking = (mode: keyof typeof PLACES, typeTitle = 'مشاوره مالیاتی کسب‌وکارهای کوچک و متوسط'): T.BookingText => ({
  typeTitle,
  date: '2026-11-30',
  time: '09:30',
  place: PLACES[mode],
  customerName: 'نرگس صالحی',
  reservationId: 'r-1',
  durationMinutes: 45,
  price: 1500000,
  payment: { refId: '84512239' },
  site: 'مشاوره مالی و حسابرسی',
});
/** the e-mail as the outbox writes it */
const written = (content: MailContent) => renderEmail({ channel: 'email', to: 'narges@example.com', content }, aMailSite());
const FROM = { date: '2026-11-29', time: '17:00' };

const smsTexts = (b: T.BookingText) => [
  T.confirmedSms(b),
  T.cancelledSms(b, 'consultant', 'refund-owed'),
  T.cancelledSms(b, 'customer', 'reversed'),
  T.movedSms(b, FROM),
  T.reminderSms(b, '24h'),
  T.reminderSms(b, '1h'),
  T.consultantBookedSms(b),
  T.consultantCancelledSms(b, 'customer'),
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

  it("writes the date on the Jalali calendar and the time on Tehran's clock, in Persian digits", () => {
    expect(T.confirmedSms(booking('phone'))).toContain('۱۴۰۵/۰۹/۰۹ ساعت ۰۹:۳۰');
    const email = written(M.confirmedMail(booking('phone')));
    expect(email.body).toContain('تاریخ: دوشنبه ۹ آذر ۱۴۰۵\nساعت: ۰۹:۳۰ به وقت تهران\nمدت جلسه: ۴۵ دقیقه\nمبلغ: ۱٬۵۰۰٬۰۰۰ تومان');
    expect(email.subject).toBe('رزرو شما قطعی شد | مشاوره مالی و حسابرسی');
  });

  it('says how the session happens: the link, the address, or that the consultant calls', () => {
    expect(written(M.confirmedMail(booking('online'))).body).toContain(
      'نحوه برگزاری: آنلاین\nپیوند جلسه: https://meet.google.com/abc-defg-hij',
    );
    expect(written(M.confirmedMail(booking('office'))).body).toContain('نحوه برگزاری: حضوری در دفتر\nنشانی: تهران، خیابان ولیعصر');
    expect(written(M.confirmedMail(booking('phone'))).body).toContain('نحوه برگزاری: تلفنی\nتماس: مشاور با شماره شما تماس می‌گیرد');
    expect(T.confirmedSms(booking('phone'))).toContain('جلسه تلفنی؛ مشاور تماس می‌گیرد.');
  });

  it('carries the meeting link in the 1-hour reminder SMS of an online session, not in the 24-hour one', () => {
    expect(T.reminderSms(booking('online'), '1h')).toContain('https://meet.google.com/abc-defg-hij');
    expect(T.reminderSms(booking('online'), '1h')).toContain('یک ساعت دیگر');
    expect(T.reminderSms(booking('online'), '24h')).not.toContain('https://');
    expect(written(M.reminderMail(booking('office'), '24h')).subject).toContain('یادآوری جلسه فردا');
  });

  it('tells the customer what happens to the money when a booking is cancelled', () => {
    expect(T.cancelledSms(booking('phone'), 'consultant', 'reversed')).toContain(
      'توسط مشاور لغو شد. مبلغ پرداختی به کارت شما بازگردانده شد.',
    );
    expect(written(M.cancelledMail(booking('phone'), 'customer', 'refund-owed')).body).toContain('به درخواست شما لغو شد.');
    expect(written(M.cancelledMail(booking('phone'), 'customer', 'refund-owed')).body).toContain(
      'مبلغ پرداختی را مشاور به شما بازمی‌گرداند.',
    );
    expect(T.cancelledSms(booking('phone'), 'customer', 'nothing-paid')).toContain('مبلغی پرداخت نشده بود.');
    expect(written(M.consultantCancelledMail(booking('phone'), 'customer', 'refund-owed')).body).toContain(
      'مبلغ باید دستی به مشتری بازگردانده شود',
    );
  });

  it('names the old and the new time of a move', () => {
    expect(T.movedSms(booking('office'), FROM)).toContain('از ۱۴۰۵/۰۹/۰۸ ساعت ۱۷:۰۰ به ۱۴۰۵/۰۹/۰۹ ساعت ۰۹:۳۰');
    expect(written(M.movedMail(booking('office'), FROM)).body).toContain('زمان پیشین: یکشنبه ۸ آذر ۱۴۰۵، ساعت ۱۷:۰۰ به وقت تهران');
  });

  it("gives the customer the way to their bookings, and to the receipt and the bank's reference only when a bank paid", () => {
    const paid = written(M.confirmedMail(booking('online')));
    expect(paid.body).toContain('کد پیگیری بانک: ۸۴۵۱۲۲۳۹');
    expect(paid.body).toContain('رزروهای من: https://moshaver.example/dashboard?tab=reservations');
    expect(paid.body).toContain('مشاهده و چاپ رسید: https://moshaver.example/receipt/r-1');
    const free = written(M.confirmedMail({ ...booking('online'), price: 0, payment: null }));
    expect(free.body).toContain('مبلغ: رایگان');
    expect(free.body).not.toContain('رسید');
    expect(free.body).not.toContain('کد پیگیری');
    expect(written(M.consultantBookedMail(booking('phone'), '09121234567')).body).toContain(
      'همه رزروها: https://moshaver.example/dashboard?tab=bookings',
    );
  });
});
