import { addDays, isIsoDate, isSlotTime } from './business-time';
import { jalaliToIso, persianWeekdayIndex, type JalaliDate } from './jalali-date';
import { isValidJalaliDate } from './jalali-date-text';

/** The longest range one template may cover, so a typo cannot create years of slots. */
export const MAX_TEMPLATE_RANGE_DAYS = 366;
/** The most times one day may be given by a template. */
export const MAX_TEMPLATE_TIMES = 48;

/** A day given either as a Jalali date or as YYYY-MM-DD (Gregorian, as stored). */
export type CalendarDay = JalaliDate | string;

export interface WeeklyTemplate {
  from: CalendarDay;
  to: CalendarDay;
  /** 0 = Saturday … 6 = Friday, the Persian week */
  weekdays: number[];
  /** HH:mm */
  times: string[];
}

export interface SlotAt {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

export const WEEKLY_TEMPLATE_MESSAGES = {
  invalidFrom: 'تاریخ شروع معتبر نیست',
  invalidTo: 'تاریخ پایان معتبر نیست',
  toBeforeFrom: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
  rangeTooLong: 'بازه الگوی هفتگی حداکثر ۳۶۶ روز می‌تواند باشد',
  noWeekday: 'دست‌کم یک روز هفته را انتخاب کنید',
  invalidWeekday: 'روز هفته معتبر نیست',
  noTime: 'دست‌کم یک ساعت وارد کنید',
  invalidTime: 'ساعت‌ها باید به شکل ۱۰:۰۰ باشند',
  tooManyTimes: 'برای هر روز حداکثر ۴۸ ساعت می‌توان ثبت کرد',
} as const;

/** The day as YYYY-MM-DD, or null when it is not a real date. */
export function calendarDayToIso(day: CalendarDay): string | null {
  if (typeof day === 'string') return isIsoDate(day) ? day : null;
  if (!day || typeof day !== 'object' || !isValidJalaliDate(day)) return null;
  return jalaliToIso(day);
}

/** Days from one YYYY-MM-DD to another, counting both ends. */
export function inclusiveDayCount(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first thing wrong with a template, as the Persian message the admin sees; null when it is sound. */
export function weeklyTemplateError(template: WeeklyTemplate): string | null {
  const rangeError = templateRangeError(template);
  if (rangeError) return rangeError;
  if (!Array.isArray(template.weekdays) || template.weekdays.length === 0) return WEEKLY_TEMPLATE_MESSAGES.noWeekday;
  if (!template.weekdays.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)) return WEEKLY_TEMPLATE_MESSAGES.invalidWeekday;
  if (!Array.isArray(template.times) || template.times.length === 0) return WEEKLY_TEMPLATE_MESSAGES.noTime;
  if (!template.times.every(isSlotTime)) return WEEKLY_TEMPLATE_MESSAGES.invalidTime;
  if (new Set(template.times).size > MAX_TEMPLATE_TIMES) return WEEKLY_TEMPLATE_MESSAGES.tooManyTimes;
  return null;
}

/** The first thing wrong with a template's date range, in Persian; null when it is sound. */
export function templateRangeError(range: { from: CalendarDay; to: CalendarDay }): string | null {
  const from = calendarDayToIso(range.from);
  if (!from) return WEEKLY_TEMPLATE_MESSAGES.invalidFrom;
  const to = calendarDayToIso(range.to);
  if (!to) return WEEKLY_TEMPLATE_MESSAGES.invalidTo;
  if (to < from) return WEEKLY_TEMPLATE_MESSAGES.toBeforeFrom;
  if (inclusiveDayCount(from, to) > MAX_TEMPLATE_RANGE_DAYS) return WEEKLY_TEMPLATE_MESSAGES.rangeTooLong;
  return null;
}

/**
 * Every (date, time) the template names: each day of the range whose Persian weekday is
 * chosen, at each time, in date then time order, without duplicates. Throws on a template
 * that `weeklyTemplateError` refuses.
 */
export function expandWeeklyTemplate(template: WeeklyTemplate): SlotAt[] {
  const error = weeklyTemplateError(template);
  if (error) throw new Error(error);
  const from = calendarDayToIso(template.from)!;
  const to = calendarDayToIso(template.to)!;
  const weekdays = new Set(template.weekdays);
  const times = [...new Set(template.times)].sort();
  const slots: SlotAt[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!weekdays.has(persianWeekdayIndex(date))) continue;
    for (const time of times) slots.push({ date, time });
  }
  return slots;
}
