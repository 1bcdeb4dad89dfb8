import { addDays, isIsoDate, isSlotTime } from './business-time';
import { toPersianDigits } from './persian-digits';
import { inclusiveDayCount, type SlotAt } from './weekly-template';

/** Which slots a bulk change takes: a date range, optionally a time range (from `fromTime`, before `toTime`), one type or all. */
export interface BulkSelection {
  from: string;
  to: string;
  fromTime?: string;
  toTime?: string;
  /** absent: every type */
  typeId?: string;
}

/** Remove the slots, or move each by whole days and minutes. */
export type BulkChange = { kind: 'remove' } | { kind: 'move'; days: number; minutes: number };

export interface BulkRequest {
  selection: BulkSelection;
  change: BulkChange;
}

/** A slot the selection found, with whether a live booking of its type (confirmed, or pending within its hold) sits on it. */
export interface BulkSlot {
  id: string;
  typeId: string;
  typeTitle: string;
  date: string;
  time: string;
  booked: boolean;
}

/** Why a slot is left as it is. */
export type BulkRefusalReason = 'booked' | 'passed' | 'target-taken';

export interface BulkItem {
  typeTitle: string;
  date: string;
  time: string;
  /** where a move takes it */
  to?: SlotAt;
}

/** What a bulk change does (previewed) or did (applied): the first items of each list, and the counts. */
export interface BulkOutcome {
  changed: BulkItem[];
  changedCount: number;
  refused: Array<BulkItem & { reason: BulkRefusalReason }>;
  refusedCount: number;
}

/** The slots a change acts on, by id, with their targets when moved. */
export interface BulkPlan {
  outcome: BulkOutcome;
  ids: string[];
  targets: Array<SlotAt & { typeId: string }>;
}

/** The longest date range one bulk change may take, and the most items an answer lists. */
export const MAX_BULK_RANGE_DAYS = 93;
export const MAX_LISTED_BULK_ITEMS = 200;

export const BULK_MESSAGES = {
  invalidFrom: 'تاریخ شروع معتبر نیست',
  invalidTo: 'تاریخ پایان معتبر نیست',
  toBeforeFrom: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
  rangeTooLong: 'بازه تغییر گروهی حداکثر ۹۳ روز می‌تواند باشد',
  invalidTime: 'ساعت‌ها باید به شکل ۱۰:۰۰ باشند',
  timeOrder: 'ساعت پایان باید بعد از ساعت شروع باشد',
  invalidShift: 'جابه‌جایی باید عددی صحیح از روز (حداکثر ۳۶۶) و دقیقه (کمتر از ۱۴۴۰) باشد',
  noShift: 'مقدار جابه‌جایی را وارد کنید',
  invalidKind: 'نوع تغییر معتبر نیست',
  invalidType: 'نوع رزرو معتبر نیست',
} as const;

export const BULK_REFUSAL_LABELS: Record<BulkRefusalReason, string> = {
  booked: 'رزرو قطعی یا در حال پرداخت دارد',
  passed: 'زمان مقصد گذشته است',
  'target-taken': 'این نوع در زمان مقصد از قبل زمان دارد',
};

const isWhole = (value: unknown, limit: number) => Number.isInteger(value) && Math.abs(value as number) <= limit;

/** The first thing wrong with a bulk request, in Persian; null when it is sound. */
export function bulkRequestError({ selection, change }: BulkRequest): string | null {
  if (!isIsoDate(selection.from)) return BULK_MESSAGES.invalidFrom;
  if (!isIsoDate(selection.to)) return BULK_MESSAGES.invalidTo;
  if (selection.to < selection.from) return BULK_MESSAGES.toBeforeFrom;
  if (inclusiveDayCount(selection.from, selection.to) > MAX_BULK_RANGE_DAYS) return BULK_MESSAGES.rangeTooLong;
  for (const time of [selection.fromTime, selection.toTime]) if (time !== undefined && !isSlotTime(time)) return BULK_MESSAGES.invalidTime;
  if (selection.fromTime && selection.toTime && selection.toTime <= selection.fromTime) return BULK_MESSAGES.timeOrder;
  if (change.kind === 'remove') return null;
  if (change.kind !== 'move') return BULK_MESSAGES.invalidKind;
  if (!isWhole(change.days, 366) || !isWhole(change.minutes, 1439)) return BULK_MESSAGES.invalidShift;
  return change.days === 0 && change.minutes === 0 ? BULK_MESSAGES.noShift : null;
}

/** A date and time moved by whole days and minutes, across midnight when the minutes say so. */
export function shiftSlot(at: SlotAt, days: number, minutes: number): SlotAt {
  const total = Number(at.time.slice(0, 2)) * 60 + Number(at.time.slice(3, 5)) + minutes;
  const dayCarry = Math.floor(total / 1440);
  const inDay = total - dayCarry * 1440;
  const time = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return { date: addDays(at.date, days + dayCarry), time };
}

/** The dates a move's targets can fall on, for reading the slots already there. */
export function targetRange(selection: BulkSelection, change: BulkChange): { from: string; to: string } | null {
  if (change.kind !== 'move') return null;
  const carry = change.minutes === 0 ? 0 : Math.sign(change.minutes);
  const ends = [addDays(selection.from, change.days), addDays(selection.to, change.days + carry)].sort();
  return { from: carry < 0 ? addDays(ends[0], -1) : ends[0], to: ends[1] };
}

const key = (typeId: string, at: SlotAt) => `${typeId} ${at.date} ${at.time}`;

/**
 * What a change does to the slots found: a slot holding a live booking is never touched; a move
 * whose target has passed, or where the type already has a slot that stays, is refused.
 */
export function planBulkChange(
  found: BulkSlot[],
  change: BulkChange,
  existingTargets: Array<SlotAt & { typeId: string }>,
  now: SlotAt,
): BulkPlan {
  const moving = new Set(found.filter((slot) => !slot.booked).map((slot) => key(slot.typeId, slot)));
  const staying = new Set(existingTargets.map((slot) => key(slot.typeId, slot)).filter((at) => !moving.has(at)));
  const outcome: BulkOutcome = { changed: [], changedCount: 0, refused: [], refusedCount: 0 };
  const plan: BulkPlan = { outcome, ids: [], targets: [] };
  for (const slot of found) {
    const to = change.kind === 'move' ? shiftSlot(slot, change.days, change.minutes) : undefined;
    const item: BulkItem = { typeTitle: slot.typeTitle, date: slot.date, time: slot.time, ...(to ? { to } : {}) };
    const reason: BulkRefusalReason | null = slot.booked
      ? 'booked'
      : to && (to.date < now.date || (to.date === now.date && to.time <= now.time))
        ? 'passed'
        : to && staying.has(key(slot.typeId, to))
          ? 'target-taken'
          : null;
    if (reason) {
      outcome.refusedCount += 1;
      if (outcome.refused.length < MAX_LISTED_BULK_ITEMS) outcome.refused.push({ ...item, reason });
      continue;
    }
    outcome.changedCount += 1;
    if (outcome.changed.length < MAX_LISTED_BULK_ITEMS) outcome.changed.push(item);
    plan.ids.push(slot.id);
    if (to) plan.targets.push({ typeId: slot.typeId, ...to });
  }
  return plan;
}

/** What the consultant is told once a change is applied. */
export function bulkAppliedMessage(change: BulkChange, outcome: BulkOutcome): string {
  const done = `${toPersianDigits(outcome.changedCount)} زمان ${change.kind === 'remove' ? 'حذف' : 'جابه‌جا'} شد`;
  return outcome.refusedCount > 0 ? `${done}؛ ${toPersianDigits(outcome.refusedCount)} زمان دست‌نخورده ماند` : done;
}
