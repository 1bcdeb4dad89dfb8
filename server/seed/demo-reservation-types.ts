import type { SessionPlace } from '../../src/core/domain/session-mode';
import type { BookingQuestion } from '../../src/core/domain/booking-questions/booking-question';

/** A question of each kind, without the id the type's rule gives it. */
type DemoQuestion = BookingQuestion extends infer Q ? (Q extends BookingQuestion ? Omit<Q, 'id'> : never) : never;

export interface DemoReservationType {
  title: string;
  description: string;
  price: number;
  includedServices: string[];
  /** HH:mm times offered on each working day (Saturday to Wednesday) */
  times: string[];
  /** times offered on Thursdays */
  thursdayTimes: string[];
  /** how its sessions happen; the link and the address are the demo's own */
  session: SessionPlace;
  durationMinutes: number;
  bufferMinutes: number;
  /** wears the popular badge (one type) */
  popular: boolean;
  /** what its customers are asked at booking (ids given by the type's rule); optional in the demo, so a trial booking is quick */
  questions?: DemoQuestion[];
}

/** Each type has its own hours and length, none overlapping another's: one consultant, one calendar. */
export const DEMO_RESERVATION_TYPES: DemoReservationType[] = [
  {
    title: 'جلسه آشنایی رایگان',
    description: 'گفت‌وگوی کوتاه ۱۵ دقیقه‌ای برای شناخت نیاز شما و پیشنهاد مسیر مناسب مشاوره.',
    price: 0,
    includedServices: ['تماس تلفنی ۱۵ دقیقه‌ای', 'بررسی اولیه نیاز', 'پیشنهاد نوع مشاوره'],
    times: ['09:00', '09:30'],
    thursdayTimes: [],
    session: { mode: 'phone', meetingLink: null, officeAddress: null },
    durationMinutes: 15,
    bufferMinutes: 0,
    popular: false,
  },
  {
    title: 'مشاوره مالی تخصصی',
    description: 'جلسه یک‌ساعته برای تحلیل صورت‌های مالی، نقدینگی و تصمیم‌های مالی کسب‌وکار شما.',
    price: 1500000,
    includedServices: ['جلسه ۶۰ دقیقه‌ای حضوری یا آنلاین', 'تحلیل صورت‌های مالی', 'گزارش کتبی پیشنهادها', 'پیگیری ایمیلی تا یک هفته'],
    times: ['10:00', '11:00', '17:00'],
    thursdayTimes: ['10:00', '11:00'],
    session: { mode: 'online', meetingLink: 'https://meet.jit.si/moshaver-demo-mali', officeAddress: null },
    durationMinutes: 60,
    bufferMinutes: 0,
    popular: true,
    questions: [
      { label: 'حوزه فعالیت شرکت؟', kind: 'short-text', help: 'مثلاً بازرگانی، تولیدی یا خدماتی', required: false },
      { label: 'سال مالی مورد بررسی؟', kind: 'number', help: 'به سال شمسی، مانند ۱۴۰۳', required: false },
      { label: 'موضوع اصلی جلسه؟', kind: 'long-text', help: 'در چند جمله بنویسید چه پرسشی دارید', required: false },
    ],
  },
  {
    title: 'مشاوره مالیاتی',
    description: 'بررسی وضعیت مالیاتی، اظهارنامه، سامانه مؤدیان و راهکارهای قانونی کاهش ریسک مالیاتی.',
    price: 1200000,
    includedServices: ['جلسه ۴۵ دقیقه‌ای', 'بررسی اظهارنامه و برگ تشخیص', 'راهنمای سامانه مؤدیان'],
    times: ['12:00', '16:00'],
    thursdayTimes: [],
    session: { mode: 'online', meetingLink: 'https://meet.jit.si/moshaver-demo-maliati', officeAddress: null },
    durationMinutes: 45,
    bufferMinutes: 0,
    popular: false,
    questions: [
      { label: 'نوع مؤدی', kind: 'choice', options: ['شخص حقیقی', 'شخص حقوقی'], help: '', required: false },
      { label: 'برگ تشخیص یا قطعی دریافت کرده‌اید؟', kind: 'yes-no', help: '', required: false },
    ],
  },
  {
    title: 'مشاوره حسابرسی و کنترل داخلی',
    description: 'ارزیابی کنترل‌های داخلی و آمادگی برای حسابرسی مستقل یا رسیدگی مالیاتی.',
    price: 2500000,
    includedServices: ['جلسه ۹۰ دقیقه‌ای', 'چک‌لیست کنترل‌های داخلی', 'برنامه اقدام اولویت‌بندی‌شده'],
    times: ['14:00', '18:00'],
    thursdayTimes: [],
    session: {
      mode: 'office',
      meetingLink: null,
      officeAddress: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۱۲۳۴، طبقه ۵ (نشانی نمونه)',
    },
    durationMinutes: 90,
    bufferMinutes: 15,
    popular: false,
  },
];
