import { addDays, isIsoDate } from './business-time';
import { weekStartOf, type DateRange } from './business-weeks';

/** The consultant's agenda shows one day or one Persian week (Saturday to Friday). */
export type AgendaView = 'day' | 'week';
export const AGENDA_VIEWS: AgendaView[] = ['day', 'week'];

/** The longest range the agenda reads at once: a week. */
export const AGENDA_MAX_DAYS = 7;

export const AGENDA_MESSAGES = {
  invalidFrom: 'تاریخ شروع برنامه معتبر نیست',
  invalidTo: 'تاریخ پایان برنامه معتبر نیست',
  toBeforeFrom: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
  tooLong: 'برنامهٔ کاری را برای یک روز یا یک هفته (حداکثر ۷ روز) بخواهید',
} as const;

export function isAgendaView(value: unknown): value is AgendaView {
  return value === 'day' || value === 'week';
}

/** The days one view shows around a date: the day itself, or its Persian week. */
export function agendaRange(view: AgendaView, date: string): DateRange {
  if (view === 'day') return { from: date, to: date };
  const from = weekStartOf(date);
  return { from, to: addDays(from, AGENDA_MAX_DAYS - 1) };
}

/** The date of the previous (-1) or next (+1) day or week. */
export function shiftAgenda(view: AgendaView, date: string, step: -1 | 1): string {
  return addDays(date, step * (view === 'day' ? 1 : AGENDA_MAX_DAYS));
}

/** Why a range cannot be read as an agenda, in Persian; null when it is one to seven days. */
export function agendaRangeRefusal(range: { from?: unknown; to?: unknown }): string | null {
  if (!isIsoDate(range.from)) return AGENDA_MESSAGES.invalidFrom;
  if (!isIsoDate(range.to)) return AGENDA_MESSAGES.invalidTo;
  if (range.to < range.from) return AGENDA_MESSAGES.toBeforeFrom;
  if (addDays(range.from, AGENDA_MAX_DAYS - 1) < range.to) return AGENDA_MESSAGES.tooLong;
  return null;
}
