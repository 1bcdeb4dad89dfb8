import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { DayOff } from '../../../core/domain/day-off';

/** The days-off tab's own words. */
export const DAYS_OFF_TEXTS = {
  title: 'روزهای تعطیل',
  intro:
    'روز، چند روز یا چند ساعت از یک روز را برای همه انواع رزرو ببندید؛ زمان‌های آن دیگر به مشتریان نشان داده نمی‌شوند و رزرو نمی‌شوند.',
  formLegend: 'بستن زمان',
  fromTime: 'از ساعت',
  toTime: 'تا ساعت',
  timeHint: 'برای بستن تمام روز، ساعت‌ها را خالی بگذارید',
  toDateHint: 'برای یک روز، «تا تاریخ» را خالی بگذارید',
  reason: 'علت (اختیاری)',
  close: 'بستن این زمان',
  listTitle: 'زمان‌های بسته',
  none: 'زمان بسته‌ای ثبت نشده است',
  reopen: 'باز کردن دوباره',
  affectedTitle: 'رزروهای این زمان؛ آن‌ها را جابه‌جا یا لغو کنید:',
  toBookings: 'لغو از «همه رزروها»',
  holidaysTitle: 'تعطیلات رسمی',
  holidaysIntro: 'تاریخ مناسبت‌های قمری ممکن است یک روز با تقویم رسمی فرق داشته باشد؛ هر کدام را بپذیرید یا رد کنید.',
  noHolidays: 'تعطیلی رسمی تازه‌ای برای پیشنهاد نمانده است',
  acceptAll: 'پذیرفتن همه',
  accept: 'بستن این روز',
  skip: 'رد کردن',
} as const;

/** "شنبه ۱ فروردین ۱۴۰۵" or "از … تا …", with the hours when only part of each day is closed. */
export function dayOffWhen(dayOff: Pick<DayOff, 'fromDate' | 'toDate' | 'fromTime' | 'toTime'>): string {
  const days =
    dayOff.fromDate === dayOff.toDate
      ? formatJalaliLong(dayOff.fromDate)
      : `از ${formatJalaliLong(dayOff.fromDate)} تا ${formatJalaliLong(dayOff.toDate)}`;
  return dayOff.fromTime === null
    ? `${days}، تمام روز`
    : `${days}، ساعت ${toPersianDigits(dayOff.fromTime)} تا ${toPersianDigits(dayOff.toTime ?? '')}`;
}
