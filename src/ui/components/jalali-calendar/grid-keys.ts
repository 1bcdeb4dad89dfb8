import type { CalendarDay } from '../../../core/domain/booking-calendar';

/** How far each arrow key moves: left is forward, as the page reads right to left; up and down a week. */
const NEXT_KEYS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 };

/**
 * The open day a key moves to from the day at `index`: by its step to the next open day (else
 * day by day the same way), Home and End to the first and last open day; none for another key.
 */
export function keyTarget(days: CalendarDay[], index: number, key: string): CalendarDay | undefined {
  const open = days.filter((day) => !day.disabled);
  if (key === 'Home') return open[0];
  if (key === 'End') return open[open.length - 1];
  if (!(key in NEXT_KEYS)) return undefined;
  const step = NEXT_KEYS[key];
  let target: CalendarDay | undefined;
  for (let i = index + step; i >= 0 && i < days.length && !target; i += step) if (!days[i].disabled) target = days[i];
  if (!target) {
    const unit = Math.sign(step);
    for (let i = index + unit; i >= 0 && i < days.length && !target; i += unit) if (!days[i].disabled) target = days[i];
  }
  return target;
}
