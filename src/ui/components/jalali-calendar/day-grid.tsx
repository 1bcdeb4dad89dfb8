import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { CalendarDay, CalendarMonth } from '../../../core/domain/booking-calendar';
import { PERSIAN_WEEKDAY_NAMES, jalaliMonthName } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { inPlace, linkProps, type CalendarLinks } from './calendar-links';
import { Grid, WeekdayHead } from './calendar-frame';
import { Day } from './day-button';
import { dayLabel } from './day-label';
import { keyTarget } from './grid-keys';

interface DayGridProps {
  month: CalendarMonth;
  /** the days of the month, in date order */
  days: CalendarDay[];
  selectedDate: string | null;
  links?: CalendarLinks;
  onSelectDate(date: string): void;
}

/**
 * The month's days in a Saturday-first week grid. Arrow keys move between the days that can
 * be chosen; Tab reaches the chosen or first open day.
 */
export function DayGrid({ month, days, selectedDate, links, onSelectDate }: DayGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const open = days.filter((day) => !day.disabled);
  const focusable = open.find((day) => day.date === selectedDate)?.date ?? open[0]?.date;
  const monthName = jalaliMonthName(month.month);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const target = keyTarget(days, index, event.key);
    if (!target) return;
    event.preventDefault();
    grid.current?.querySelector<HTMLElement>(`[data-date="${target.date}"]`)?.focus();
  };

  return (
    <Grid ref={grid} role="group" aria-label={`روزهای ${monthName} ${toPersianDigits(month.year)}`}>
      {PERSIAN_WEEKDAY_NAMES.map((name) => (
        <WeekdayHead key={name} aria-hidden="true" title={name}>
          <span className="long">{name}</span>
          <span className="short">{name[0]}</span>
        </WeekdayHead>
      ))}
      {days.length > 0 && Array.from({ length: days[0].weekdayIndex }, (_, i) => <span key={`blank-${i}`} aria-hidden="true" />)}
      {days.map((day, index) => {
        const selected = day.date === selectedDate;
        const link = linkProps(links, links && !day.disabled ? links.day(day.date) : null);
        return (
          <Day
            key={day.date}
            {...(link ?? { type: 'button' as const, disabled: day.disabled, 'aria-pressed': selected })}
            aria-current={link && selected ? 'date' : undefined}
            data-date={day.date}
            data-today={day.today || undefined}
            $selected={selected}
            $today={day.today}
            $reason={day.reason}
            aria-label={dayLabel(day, monthName)}
            tabIndex={day.date === focusable ? 0 : -1}
            onClick={(event: MouseEvent) => {
              if (day.disabled) return;
              if (link) inPlace(event, () => onSelectDate(day.date));
              else onSelectDate(day.date);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index)}
          >
            {toPersianDigits(day.day)}
          </Day>
        );
      })}
    </Grid>
  );
}
