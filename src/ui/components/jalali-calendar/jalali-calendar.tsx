import type { CalendarDay, CalendarMonth } from '../../../core/domain/booking-calendar';
import type { CalendarLinks } from './calendar-links';
import { Box } from './calendar-frame';
import { DayGrid } from './day-grid';
import { MonthBar } from './month-bar';

export interface JalaliCalendarProps {
  months: CalendarMonth[];
  monthIndex: number;
  /** the days of the shown month, in date order */
  days: CalendarDay[];
  selectedDate: string | null;
  onSelectMonth(index: number): void;
  onPreviousMonth(): void;
  onNextMonth(): void;
  onSelectDate(date: string): void;
  /** labels the whole calendar for screen readers */
  label?: string;
  /**
   * Addresses of the days and months: given, they are links the server renders, so a tap
   * before the app has taken the page over still chooses (the page loads with it chosen); once
   * it has, a plain click is handled in place.
   */
  links?: CalendarLinks;
}

/**
 * A Jalali month: month names in a row with previous and next, then the days in a
 * Saturday-first week grid. Arrow keys move between the days that can be chosen (left is
 * forward, as the page reads right to left); Tab reaches the chosen or first open day.
 */
export function JalaliCalendar(props: JalaliCalendarProps) {
  const { months, monthIndex, days, selectedDate, links, label = 'تقویم' } = props;
  const month = months[monthIndex];
  return (
    <Box aria-label={label}>
      <MonthBar
        months={months}
        monthIndex={monthIndex}
        links={links}
        onSelectMonth={props.onSelectMonth}
        onPreviousMonth={props.onPreviousMonth}
        onNextMonth={props.onNextMonth}
      />
      {month && <DayGrid month={month} days={days} selectedDate={selectedDate} links={links} onSelectDate={props.onSelectDate} />}
    </Box>
  );
}
