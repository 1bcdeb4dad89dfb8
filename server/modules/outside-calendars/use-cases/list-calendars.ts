import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import type { BusyMark, OutsideCalendarView } from '../../../../src/core/domain/outside-calendar';
import type { Clock } from '../../../ports/clock';
import type { BusyMarkReads, OutsideCalendarStore } from '../ports/outside-calendars-ports';
import { calendarView } from './calendar-view';

/** Marks shown at most, of each kind: the schedule tab shows the nearest. */
export const MAX_MARKS = 200;

/** The calendars with how their readings go, the coming slots their events block and the live bookings they collide with. */
export class ListCalendars {
  constructor(
    private readonly calendars: Pick<OutsideCalendarStore, 'list'>,
    private readonly marks: BusyMarkReads,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ calendars: OutsideCalendarView[]; blocked: BusyMark[]; collisions: BusyMark[] }> {
    const now = this.clock.now();
    const today = toBusinessWallClock(now).date;
    const [calendars, blocked, collisions] = await Promise.all([
      this.calendars.list(),
      this.marks.blockedSlots(today, MAX_MARKS),
      this.marks.collisions(today, new Date(now.getTime() - PENDING_HOLD_MS), MAX_MARKS),
    ]);
    return { calendars: calendars.map(calendarView), blocked, collisions };
  }
}
