import { toJalaali, toGregorian, jalaaliMonthLength, isLeapJalaaliYear } from 'jalaali-js';
import { toPersianDigits } from './persian-digits';
import { toBusinessWallClock } from './business-time';

export interface JalaliDate {
  year: number;
  /** 1 to 12, Farvardin is 1 */
  month: number;
  day: number;
}

export const JALALI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** Weekday names in the Persian week's order: Saturday first. */
export const PERSIAN_WEEKDAY_NAMES = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;

function parseIsoDate(isoDate: string): [number, number, number] {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return [y, m, d];
}

export function isoToJalali(isoDate: string): JalaliDate {
  const [y, m, d] = parseIsoDate(isoDate);
  const j = toJalaali(y, m, d);
  return { year: j.jy, month: j.jm, day: j.jd };
}

export function jalaliToIso({ year, month, day }: JalaliDate): string {
  const g = toGregorian(year, month, day);
  return `${g.gy}-${String(g.gm).padStart(2, '0')}-${String(g.gd).padStart(2, '0')}`;
}

export function jalaliMonthLength(year: number, month: number): number {
  return jalaaliMonthLength(year, month);
}

export function isLeapJalaliYear(year: number): boolean {
  return isLeapJalaaliYear(year);
}

/** 0 for Saturday up to 6 for Friday. */
export function persianWeekdayIndex(isoDate: string): number {
  const [y, m, d] = parseIsoDate(isoDate);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (sundayFirst + 1) % 7;
}

export function persianWeekdayName(isoDate: string): string {
  return PERSIAN_WEEKDAY_NAMES[persianWeekdayIndex(isoDate)];
}

export function jalaliMonthName(month: number): string {
  return JALALI_MONTH_NAMES[month - 1];
}

/** YYYY/MM/DD in the Persian calendar with Persian digits, e.g. ۱۴۰۵/۰۹/۰۱. */
export function formatJalaliNumeric(isoDateOrInstant: string | Date): string {
  const iso = typeof isoDateOrInstant === 'string' && isoDateOrInstant.length === 10 ? isoDateOrInstant : tehranIsoDate(isoDateOrInstant);
  const j = isoToJalali(iso);
  return toPersianDigits(`${j.year}/${String(j.month).padStart(2, '0')}/${String(j.day).padStart(2, '0')}`);
}

/** "شنبه ۱ آذر ۱۴۰۵" */
export function formatJalaliLong(isoDate: string): string {
  const j = isoToJalali(isoDate);
  return `${persianWeekdayName(isoDate)} ${toPersianDigits(j.day)} ${jalaliMonthName(j.month)} ${toPersianDigits(j.year)}`;
}

/** "۱ آذر ۱۴۰۵" */
export function formatJalaliDayMonthYear(isoDate: string): string {
  const j = isoToJalali(isoDate);
  return `${toPersianDigits(j.day)} ${jalaliMonthName(j.month)} ${toPersianDigits(j.year)}`;
}

/** An instant as Tehran reads it: "۱ آذر ۱۴۰۵، ساعت ۱۲:۳۰". */
export function formatJalaliDateTime(instant: string | Date): string {
  const wall = toBusinessWallClock(instant);
  return `${formatJalaliDayMonthYear(wall.date)}، ساعت ${toPersianDigits(wall.time)}`;
}

function tehranIsoDate(instant: string | Date): string {
  return toBusinessWallClock(instant).date;
}
