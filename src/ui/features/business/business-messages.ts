import { formatJalaliDayMonthYear, isoToJalali, jalaliMonthName } from '../../../core/domain/jalali-date';
import type { DateRange } from '../../../core/domain/business-weeks';
import type { AgendaView } from '../../../core/domain/agenda-range';
import { formatPersianNumber, toPersianDigits } from '../../../core/domain/persian-digits';

/** The business view's texts. */
export const BUSINESS_TEXTS = {
  title: 'نمای کلی',
  loading: 'در حال بارگذاری نمای کلی…',
  agendaTitle: 'جلسه‌های این هفته و هفته بعد',
  thisWeek: 'این هفته',
  nextWeek: 'هفته بعد',
  noSessions: 'جلسه‌ای رزرو نشده است.',
  agendaTruncated: 'فهرست بلند بود؛ بقیه را در «همه رزروها» ببینید.',
  noMobile: 'بدون شماره موبایل',
  weeklyTitle: 'رزروها و درآمد هر هفته',
  byTypeTitle: 'رزروها و درآمد به تفکیک نوع رزرو',
  week: 'هفته (از شنبه)',
  type: 'نوع رزرو',
  bookings: 'تعداد رزرو',
  revenue: 'درآمد (تومان)',
  noTypes: 'در این بازه رزرو تأییدشده‌ای نیست.',
  countedRule:
    'فقط رزروهای تأییدشده، به تاریخ جلسه و به وقت تهران، شمرده می‌شوند؛ همان ردیف‌هایی که فایل CSV همین بازه با وضعیت «تأیید شده» دارد.',
  fillTitle: 'پر شدن زمان‌های منتشرشده',
  pastFill: 'چهار هفته گذشته',
  comingFill: 'چهار هفته آینده',
  moneyTitle: 'پول‌های باز',
  refundsOwed: 'بازگشت وجه بدهکار',
  reconciling: 'پرداخت‌های در حال بررسی با بانک',
  refundsLink: 'رسیدگی در بخش بازگشت وجه',
} as const;

/** "از ۳۰ آبان ۱۴۰۵ تا ۶ آذر ۱۴۰۵" */
export function rangeText(range: DateRange): string {
  return `از ${formatJalaliDayMonthYear(range.from)} تا ${formatJalaliDayMonthYear(range.to)}`;
}

/** A week by its Saturday, short enough for an axis: "۳۰ آبان". */
export function weekLabel(weekStart: string): string {
  const { month, day } = isoToJalali(weekStart);
  return `${toPersianDigits(day)} ${jalaliMonthName(month)}`;
}

/** "۲ از ۳ زمان (۶۷٪)", or that nothing was published. */
export function fillText(booked: number, published: number): string {
  if (published === 0) return 'زمانی منتشر نشده است';
  const percent = Math.round((booked / published) * 100);
  return `${formatPersianNumber(booked)} از ${formatPersianNumber(published)} زمان (${toPersianDigits(percent)}٪)`;
}

/** "۱ مورد، ۱٬۵۰۰٬۰۰۰ تومان" */
export function tallyText(count: number, sum: number): string {
  return `${formatPersianNumber(count)} مورد، ${formatPersianNumber(sum)} تومان`;
}

/** Large sums shortened for an axis: ۳ میلیون. */
let compact: Intl.NumberFormat | undefined;
export function compactAmount(value: number): string {
  compact ??= new Intl.NumberFormat('fa-IR', { notation: 'compact' });
  return compact.format(value);
}

/** The agenda tab's texts. */
export const AGENDA_TEXTS = {
  title: 'برنامهٔ کاری',
  loading: 'در حال بارگذاری برنامه…',
  views: { day: 'روز', week: 'هفته' } satisfies Record<AgendaView, string>,
  previous: { day: 'روز قبل', week: 'هفته قبل' } satisfies Record<AgendaView, string>,
  next: { day: 'روز بعد', week: 'هفته بعد' } satisfies Record<AgendaView, string>,
  today: 'امروز',
  noSessions: 'در این روز جلسه‌ای نیست.',
  truncated: 'فهرست بلند بود؛ بقیه را در «همه رزروها» ببینید.',
  navigation: 'جابه‌جایی در برنامه',
  /** the mark of an empty slot an event of the consultant's own calendars blocks */
  blocked: 'بسته با تقویم شما',
  blockedList: 'زمان‌های خالی که رویدادهای تقویم شما بسته‌اند (به مشتریان پیشنهاد نمی‌شوند)',
  blockedTruncated: 'زمان‌های بسته با تقویم شما در این بازه بیش از این‌هاست؛ فقط نزدیک‌ترین‌ها آمده‌اند.',
} as const;

/** "ساعت ۰۹:۳۰ · مشاوره کوتاه": a blocked slot's time (Tehran) and type, beside its badge. */
export function blockedSlotText(slot: { time: string; typeTitle: string }): string {
  return `ساعت ${toPersianDigits(slot.time)} · ${slot.typeTitle}`;
}

/** "۱ آذر ۱۴۰۵" for a day, "از ۱ آذر ۱۴۰۵ تا ۷ آذر ۱۴۰۵" for a week. */
export function agendaRangeText(range: DateRange): string {
  return range.from === range.to
    ? formatJalaliDayMonthYear(range.from)
    : `از ${formatJalaliDayMonthYear(range.from)} تا ${formatJalaliDayMonthYear(range.to)}`;
}

/** The phone-booking form's texts. */
export const PHONE_TEXTS = {
  title: 'رزرو تلفنی',
  intro:
    'برای مشتری‌ای که تماس گرفته است، یک زمان آزاد را رزرو کنید؛ رزرو همان لحظه قطعی می‌شود و پیام‌های معمول برای مشتری فرستاده می‌شود.',
  search: 'جستجوی مشتری (نام، ایمیل یا موبایل)',
  searchButton: 'جستجو',
  customer: 'مشتری',
  newCustomer: 'مشتری تازه',
  noneFound: 'مشتری‌ای پیدا نشد؛ مشتری تازه را وارد کنید.',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  mobile: 'شماره موبایل',
  email: 'ایمیل (مشتری با آن حسابش را از «فراموشی رمز» تحویل می‌گیرد)',
  type: 'نوع رزرو',
  chooseType: 'یک نوع رزرو انتخاب کنید',
  slot: 'زمان آزاد (۳۰ روز آینده، به وقت تهران)',
  noSlots: 'زمان آزادی منتشر نشده است',
  paidOutside: 'مبلغ پرداخت‌شده بیرون از سایت (تومان؛ خالی یعنی رایگان)',
  submit: 'ثبت رزرو',
} as const;
