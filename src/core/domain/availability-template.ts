import { addDays, isSlotTime } from './business-time';
import { persianWeekdayIndex } from './jalali-date';
import { toPersianDigits } from './persian-digits';
import { calendarDayToIso, templateRangeError, type CalendarDay, type SlotAt } from './weekly-template';

/** How far apart a day's times are: a fixed number of minutes, or each type's session length plus its buffer. */
export type TemplateStep = 'session' | number;

/** One weekday's working hours: times from `start`, each session ending by `end`. */
export interface TemplateHours {
  /** 0 = Saturday … 6 = Friday */
  weekday: number;
  /** HH:mm */
  start: string;
  /** HH:mm, after `start` */
  end: string;
  step: TemplateStep;
}

/** One availability for several types over a date range, with its own hours per weekday. */
export interface AvailabilityTemplate {
  typeIds: string[];
  from: CalendarDay;
  to: CalendarDay;
  hours: TemplateHours[];
}

/** A type's session as the calendar spaces it. */
export interface SessionLength {
  durationMinutes: number;
  bufferMinutes: number;
}

export const MIN_STEP_MINUTES = 5;
export const MAX_STEP_MINUTES = 720;
/** The most types and hour rows one template may carry. */
export const MAX_TEMPLATE_TYPES = 50;
export const MAX_TEMPLATE_ROWS = 30;

export const AVAILABILITY_MESSAGES = {
  noType: 'دست‌کم یک نوع رزرو را انتخاب کنید',
  tooManyTypes: 'تعداد نوع‌های رزرو انتخاب‌شده بیش از حد است',
  noHours: 'دست‌کم یک ردیف ساعت کاری وارد کنید',
  tooManyRows: 'حداکثر ۳۰ ردیف ساعت کاری می‌توان ثبت کرد',
  invalidWeekday: 'روز هفته معتبر نیست',
  invalidStart: 'ساعت شروع باید به شکل ۰۹:۰۰ باشد',
  invalidEnd: 'ساعت پایان باید به شکل ۱۲:۰۰ باشد',
  endBeforeStart: 'ساعت پایان باید بعد از ساعت شروع باشد',
  invalidStep: 'فاصله زمان‌ها باید بین ۵ تا ۷۲۰ دقیقه باشد',
  /** the rule the form states beside the step */
  stepRule:
    'زمان‌ها از ساعت شروع چیده می‌شوند و هر بار به اندازه «فاصله» جلو می‌روند؛ با «به اندازه مدت جلسه» فاصله برای هر نوع برابر مدت جلسه به‌علاوه وقت استراحت پس از آن است. آخرین زمان، جلسه‌ای است که تا ساعت پایان تمام شود. زمان‌های تکراری و گذشته نادیده گرفته می‌شوند.',
} as const;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function hoursError(row: TemplateHours): string | null {
  if (!row || typeof row !== 'object') return AVAILABILITY_MESSAGES.noHours;
  if (!Number.isInteger(row.weekday) || row.weekday < 0 || row.weekday > 6) return AVAILABILITY_MESSAGES.invalidWeekday;
  if (!isSlotTime(row.start)) return AVAILABILITY_MESSAGES.invalidStart;
  if (!isSlotTime(row.end)) return AVAILABILITY_MESSAGES.invalidEnd;
  if (row.end <= row.start) return AVAILABILITY_MESSAGES.endBeforeStart;
  const fixed = Number.isInteger(row.step) && (row.step as number) >= MIN_STEP_MINUTES && (row.step as number) <= MAX_STEP_MINUTES;
  if (row.step !== 'session' && !fixed) return AVAILABILITY_MESSAGES.invalidStep;
  return null;
}

/** The first thing wrong with a template, as the Persian message the consultant sees; null when it is sound. */
export function availabilityTemplateError(template: AvailabilityTemplate): string | null {
  if (!Array.isArray(template.typeIds) || template.typeIds.length === 0) return AVAILABILITY_MESSAGES.noType;
  if (template.typeIds.length > MAX_TEMPLATE_TYPES) return AVAILABILITY_MESSAGES.tooManyTypes;
  const rangeError = templateRangeError(template);
  if (rangeError) return rangeError;
  if (!Array.isArray(template.hours) || template.hours.length === 0) return AVAILABILITY_MESSAGES.noHours;
  if (template.hours.length > MAX_TEMPLATE_ROWS) return AVAILABILITY_MESSAGES.tooManyRows;
  for (const row of template.hours) {
    const error = hoursError(row);
    if (error) return error;
  }
  return null;
}

/** A row's times for a type: from the start, stepping by the row's step, each session over by the end. */
export function timesOfHours(row: TemplateHours, length: SessionLength): string[] {
  const step = row.step === 'session' ? Math.max(MIN_STEP_MINUTES, length.durationMinutes + length.bufferMinutes) : row.step;
  const end = minutesOf(row.end);
  const times: string[] = [];
  for (let at = minutesOf(row.start); at + length.durationMinutes <= end; at += step) times.push(timeOf(at));
  return times;
}

/** Every (date, time) the template names for a type of this length, in date then time order, without duplicates. */
export function expandAvailability(template: AvailabilityTemplate, length: SessionLength): SlotAt[] {
  const from = calendarDayToIso(template.from)!;
  const to = calendarDayToIso(template.to)!;
  const timesByWeekday = new Map<number, Set<string>>();
  for (const row of template.hours) {
    const times = timesByWeekday.get(row.weekday) ?? new Set<string>();
    for (const time of timesOfHours(row, length)) times.add(time);
    timesByWeekday.set(row.weekday, times);
  }
  const slots: SlotAt[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const time of [...(timesByWeekday.get(persianWeekdayIndex(date)) ?? [])].sort()) slots.push({ date, time });
  }
  return slots;
}

/** How a row's step reads: "به اندازه مدت جلسه" or "هر ۳۰ دقیقه". */
export function stepLabel(step: TemplateStep): string {
  return step === 'session' ? 'به اندازه مدت جلسه' : `هر ${toPersianDigits(step)} دقیقه`;
}
