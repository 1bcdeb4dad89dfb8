import { addDays } from './business-time';
import { persianWeekdayIndex } from './jalali-date';

/** How many weeks the consultant's charts look back over, the current week included. */
export const CHART_WEEKS = 12;
/** How many weeks the fill rate looks back and ahead. */
export const FILL_WEEKS = 4;

export interface DateRange {
  /** YYYY-MM-DD, first day included */
  from: string;
  /** YYYY-MM-DD, last day included */
  to: string;
}

/** The Saturday that starts the Persian week of a date. */
export function weekStartOf(isoDate: string): string {
  return addDays(isoDate, -persianWeekdayIndex(isoDate));
}

/** The ranges the business view reads, all from Tehran's today. */
export interface BusinessWindows {
  /** this week and next, Saturday to Friday */
  agenda: DateRange;
  /** the last CHART_WEEKS weeks, ending with this week */
  chart: DateRange;
  /** the FILL_WEEKS weeks before today, and today with the FILL_WEEKS weeks after */
  pastFill: DateRange;
  comingFill: DateRange;
}

export function businessWindows(today: string): BusinessWindows {
  const thisWeek = weekStartOf(today);
  return {
    agenda: { from: thisWeek, to: addDays(thisWeek, 13) },
    chart: { from: addDays(thisWeek, -7 * (CHART_WEEKS - 1)), to: addDays(thisWeek, 6) },
    pastFill: { from: addDays(today, -7 * FILL_WEEKS), to: addDays(today, -1) },
    comingFill: { from: today, to: addDays(today, 7 * FILL_WEEKS - 1) },
  };
}

/** The Saturdays of the chart's weeks, oldest first. */
export function chartWeekStarts(chart: DateRange): string[] {
  return Array.from({ length: CHART_WEEKS }, (_, index) => addDays(chart.from, 7 * index));
}
