import { AGENDA_LIMIT, BY_TYPE_LIMIT, type BusinessSummary } from '../../../../src/core/contracts/api/business-api';
import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { businessWindows, chartWeekStarts } from '../../../../src/core/domain/business-weeks';
import type { Clock } from '../../../ports/clock';
import type { BusinessReads } from '../ports/business-reads';

/**
 * The consultant's view of the practice from Tehran's today: this week's and next week's
 * sessions, the last twelve weeks' bookings and revenue (every week, empty ones as zeros) and
 * by type, how full the published slots were and are, and the money still open.
 */
export class ReadBusinessSummary {
  constructor(
    private readonly reads: BusinessReads,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<BusinessSummary> {
    const today = toBusinessWallClock(this.clock.now()).date;
    const windows = businessWindows(today);
    const [agenda, weekly, byType, past, coming, refundsOwed, reconciling] = await Promise.all([
      this.reads.agenda(windows.agenda, AGENDA_LIMIT + 1),
      this.reads.weeklyTotals(windows.chart),
      this.reads.totalsByType(windows.chart, BY_TYPE_LIMIT),
      this.reads.slotFill(windows.pastFill),
      this.reads.slotFill(windows.comingFill),
      this.reads.refundsOwed(),
      this.reads.reconciling(),
    ]);
    const byWeek = new Map(weekly.map((week) => [week.weekStart, week]));
    return {
      today,
      agendaRange: windows.agenda,
      agenda: agenda.slice(0, AGENDA_LIMIT),
      agendaTruncated: agenda.length > AGENDA_LIMIT,
      chartRange: windows.chart,
      weeks: chartWeekStarts(windows.chart).map((weekStart) => byWeek.get(weekStart) ?? { weekStart, bookings: 0, revenue: 0 }),
      byType,
      fill: { past, coming },
      refundsOwed,
      reconciling,
    };
  }
}
