import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import type { Clock } from '../../../ports/clock';
import type { SchedulePorts } from '../ports/schedule-ports';

/** What every schedule use case is built with. */
export interface ScheduleContext extends SchedulePorts {
  clock: Clock;
  /** Tehran's date now, YYYY-MM-DD */
  today(): string;
}

export function scheduleContext(ports: SchedulePorts, clock: Clock): ScheduleContext {
  return { ...ports, clock, today: businessToday(clock) };
}

/**
 * Tehran's date, worked out once a minute: a time zone's offset is whole minutes, so the date
 * changes only on a minute's edge, and the conversion costs more than the rest of a kept answer.
 */
function businessToday(clock: Clock): () => string {
  let minute = NaN;
  let date = '';
  return () => {
    const now = clock.now().getTime();
    const thisMinute = Math.floor(now / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      date = toBusinessWallClock(now).date;
    }
    return date;
  };
}

/** A hold made at or before this instant has lapsed and no longer takes its slot. */
export function holdStartedAfter(now: Date): Date {
  return new Date(now.getTime() - PENDING_HOLD_MS);
}

/** A slot at or before the current minute of Tehran's clock can no longer be offered. */
export function hasPassed(slot: { date: string; time: string }, now: Date): boolean {
  const wall = toBusinessWallClock(now);
  return slot.date < wall.date || (slot.date === wall.date && slot.time <= wall.time);
}
