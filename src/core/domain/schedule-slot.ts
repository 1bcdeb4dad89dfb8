import type { SlotOverlaps } from './slot-overlap';

/** What holds a slot's date and time right now, on the one calendar every type shares. */
export type SlotOccupancy = 'free' | 'held' | 'booked';

/** One published slot of a type, as the admin sees it. */
export interface ScheduleSlot {
  _id: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  occupancy: SlotOccupancy;
}

export interface TemplateResult {
  /** slots added */
  created: number;
  /** days and times the template named that already had a slot or had passed */
  skipped: number;
  /** pairs of published slots (of any types) whose sessions overlap: a warning, not a refusal */
  overlaps: SlotOverlaps;
}

export const SLOT_MESSAGES = {
  invalidDate: 'تاریخ معتبر نیست',
  invalidTime: 'ساعت باید به شکل ۱۰:۰۰ باشد',
  inPast: 'زمان گذشته را نمی‌توان افزود',
  duplicate: 'این زمان قبلاً برای این نوع رزرو ثبت شده است',
  notFound: 'این زمان پیدا نشد',
  taken: 'این زمان رزرو قطعی یا در حال پرداخت دارد و حذف نمی‌شود؛ ابتدا رزرو را از «همه رزروها» لغو کنید',
  invalidRange: 'بازه تاریخ معتبر نیست',
  added: 'زمان افزوده شد',
  removed: 'زمان حذف شد',
} as const;

export const OCCUPANCY_LABELS: Record<SlotOccupancy, string> = {
  free: 'آزاد',
  held: 'در حال رزرو',
  booked: 'رزرو شده',
};
